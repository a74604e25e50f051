import type { ApiCall } from "../call";

export const magazineCalls: ApiCall[] = [];
