import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useOverlayActor } from "#app/components/shell/ShellProvider";
import { LazyActor, useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import { SAVED_AT_OF_THIS_PAGE } from "#app/lib/pocket/keptPage";
import { useRootData } from "#app/lib/rootData";
import type { MyguideSnapshot, myguideMachine } from "#machines/myguide";
import { guidePaths } from "#machines/rules/guide/guide";
import { myguideApi } from "./myguideApi";

const PENDING_KEY = "myguidePendingAdd";

/** The sign-in overlay reloads the page: the listing a visitor chose waits in session storage. */
function writePending(id: number) {
  try {
    window.sessionStorage.setItem(PENDING_KEY, String(id));
  } catch {
    // Storage blocked: the reader adds it again after signing in.
  }
}

function takePending(): number | null {
  if (typeof window === "undefined") return null;
  try {
    const id = Number(window.sessionStorage.getItem(PENDING_KEY));
    window.sessionStorage.removeItem(PENDING_KEY);
    return Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

type MyguideActor = LazyActor<typeof myguideMachine>;

const MyguideContext = createContext<MyguideActor | null>(null);
/** The reader's myguide ids as the page was rendered with them; null signed out or outside the guide. */
const RenderedMyguideContext = createContext<ReadonlySet<number> | null>(null);

/** The myguide URL for a place filter and sort (date is the default and stays out of the URL). */
export function myguideHref(placeUrl: string | null, sort: "date" | "city"): string {
  const q = new URLSearchParams();
  if (sort !== "date") q.set("sort", sort);
  if (placeUrl) q.set("place_url", placeUrl);
  const text = q.toString();
  return `${guidePaths.myguide}${text ? `?${text}` : ""}`;
}

/**
 * Owns the myguide machine for every guide page: the login status feeds it,
 * the login overlay, scrolling and history are its effects. It starts on
 * use; until then every listing shows what the server rendered.
 */
export function MyguideProvider({ ids, children }: { ids: number[] | null; children: ReactNode }) {
  const { viewer, config } = useRootData();
  const overlay = useOverlayActor();
  const navigate = useNavigate();
  const [pendingAdd] = useState(takePending);
  // The effects read the latest router and overlay through refs: the machine is made once, when it starts.
  const effects = useRef({ overlay, navigate });
  effects.current = { overlay, navigate };
  const actor = useLazyActor(
    () =>
      import("#machines/myguide").then((m) =>
        m.myguideMachine.provide({
          actions: {
            openLogin: (_, { prompt }) => effects.current.overlay.send({ type: "OPEN", overlay: "login", prompt }),
            rememberPending: (_, { id }) => writePending(id),
            scrollToTop: () => window.scrollTo({ top: 0 }),
            pushHistory: ({ context }, { placeUrl }) =>
              void effects.current.navigate(myguideHref(placeUrl, context.sort), { preventScrollReset: true }),
            replaceHistory: ({ context }, { placeUrl }) =>
              void effects.current.navigate(myguideHref(placeUrl, context.sort), {
                replace: true,
                preventScrollReset: true,
              }),
          },
        }),
      ),
    () => ({ input: { api: myguideApi(config.apiPath), ids: ids ?? [], pendingAdd } }),
  );
  // A listing chosen before signing in is added now, and a page kept on the device syncs at once
  // (the reader may have changed myguide since it was saved); otherwise the machine starts on the first toggle.
  useEffect(() => {
    if (pendingAdd !== null || SAVED_AT_OF_THIS_PAGE !== null) void actor.start();
  }, [actor, pendingAdd]);
  const signedIn = viewer !== null;
  useEffect(() => {
    actor.sendWhenStarted({ type: signedIn ? "SIGNED_IN" : "SIGNED_OUT" });
  }, [actor, signedIn]);
  const rendered = useMemo(() => (ids ? new Set(ids) : null), [ids]);
  return (
    <MyguideContext.Provider value={actor}>
      <RenderedMyguideContext.Provider value={rendered}>{children}</RenderedMyguideContext.Provider>
    </MyguideContext.Provider>
  );
}

/** What a listing shows until the myguide machine starts: the ids the page was rendered with. */
export function useRenderedMyguide(): ReadonlySet<number> | null {
  return useContext(RenderedMyguideContext);
}

/** The myguide actor, or null outside the guide (components then fall back to plain forms). */
export function useMyguideActor(): MyguideActor | null {
  return useContext(MyguideContext);
}

/** Selects from the myguide snapshot; `fallback` outside a provider and before the machine starts. */
export function useMyguideSelector<T>(select: (snapshot: MyguideSnapshot) => T, fallback: T): T {
  return useLazySelector(useMyguideActor() ?? NO_MYGUIDE, select, fallback);
}

/** Stands in outside a provider: never started, so selectors answer their fallback. */
const NO_MYGUIDE: MyguideActor = new LazyActor(() => Promise.reject(new Error("No myguide here")));
