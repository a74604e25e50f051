import { accountCalls } from "./account/calls";
import type { ApiCall } from "./call";
import { guideCalls } from "./guide/calls";
import { homepageCalls } from "./homepage/calls";
import { magazineCalls } from "./magazine/calls";
import { shopCalls } from "./shop/calls";

/** Every call of the spec, in one table. Each area keeps its rows beside its handlers. */
export const apiTable: readonly ApiCall[] = [
  ...magazineCalls,
  ...guideCalls,
  ...accountCalls,
  ...shopCalls,
  ...homepageCalls,
];
