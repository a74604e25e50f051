import type { ApiCall } from "../call";

export const guideCalls: ApiCall[] = [];
