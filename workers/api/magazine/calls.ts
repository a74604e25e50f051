import type { ApiCall } from "../call";
import { adCalls } from "./ads";
import { contentCalls } from "./content";
import { itemCalls } from "./items";
import { searchCalls } from "./search";

/**
 * The magazine rows of the call table (spec 1 §7, spec 2 §7). The dispatcher
 * tries patterns with fewer parameters first, so /items/columns, /video and
 * /search win over /items/:id and /:itemType.
 */
export const magazineCalls: ApiCall[] = [...itemCalls, ...contentCalls, ...adCalls, ...searchCalls];
