import type { ApiCall } from "../call";

export const shopCalls: ApiCall[] = [];
