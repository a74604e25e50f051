import type { ApiCall } from "../call";

export const accountCalls: ApiCall[] = [];
