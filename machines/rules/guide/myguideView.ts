/** Readers of the myguide machine's snapshot (machines/myguide.ts), usable without loading xstate. */
interface MyguideStateLike {
  matches(state: Record<string, string>): boolean;
  context: { ids: number[] };
}

export const isInMyguide = (snapshot: MyguideStateLike, id: number) => snapshot.context.ids.includes(id);
export const isConfirmingClear = (snapshot: MyguideStateLike) => snapshot.matches({ clear: "confirming" });
export const isSignedIn = (snapshot: MyguideStateLike) =>
  !snapshot.matches({ session: "signedOut" }) && !snapshot.matches({ session: "unknown" });
