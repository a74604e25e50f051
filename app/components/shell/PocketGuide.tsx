import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { lazyComponent } from "#app/lib/lazy";
import { SAVED_AT_OF_THIS_PAGE } from "#app/lib/pocket/keptPage";
import { whenIdle } from "#app/lib/timing";
import type { PocketNoticesProps } from "./PocketNotices";

// The notices' words and date formatting load only when one shows.
const PocketNotices = lazyComponent<PocketNoticesProps>(
  () => import("./PocketNotices").then((m) => ({ default: m.PocketNotices })),
  { fallback: null },
);

/**
 * The pocket guide in the page: registers the service worker when the page
 * is idle (its module loads only then; never in development, whose server
 * has no built worker), says when a page shown was saved on the device, and
 * tells the reader once that a new version is ready.
 */
export function PocketGuide({ apiPath }: { apiPath: string }) {
  const { key } = useLocation();
  // The history entry the document loaded on: the saved time belongs to it alone.
  const [loadedKey] = useState(key);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  const [update, setUpdate] = useState<"none" | "ready" | "dismissed">("none");

  useEffect(() => {
    setSavedAt(SAVED_AT_OF_THIS_PAGE);
    setOnline(navigator.onLine);
    const onOnline = () => setOnline(true);
    const onOffline = () => setOnline(false);
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    const cancel =
      import.meta.env.DEV || !("serviceWorker" in navigator)
        ? () => {}
        : whenIdle(() => {
            void import("#app/lib/pocket/registerPocketGuide").then(({ registerPocketGuide }) =>
              registerPocketGuide(apiPath, { onUpdateReady: () => setUpdate((u) => (u === "none" ? "ready" : u)) }),
            );
          });
    return () => {
      cancel();
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, [apiPath]);

  // The saved time belongs to the page the device served; a page opened after it in the app came fresh.
  const showSaved = savedAt !== null && key === loadedKey;
  if (!showSaved && update !== "ready") return null;
  return (
    <PocketNotices
      savedAt={showSaved ? savedAt : null}
      online={online}
      updateReady={update === "ready"}
      onDismissUpdate={() => setUpdate("dismissed")}
    />
  );
}
