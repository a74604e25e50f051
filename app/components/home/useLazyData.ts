import { type RefObject, useEffect, useRef, useState } from "react";
import { fetchJson } from "#app/lib/jsonApi";
import { useInView } from "#app/lib/useInView";

/** Start loading a little before the section scrolls into view. */
const NEAR_PX = 200;

/**
 * Lazy homepage sections: the data loads once, when the scroll
 * position first reaches the section. A failure is logged and reported
 * (`failed`), so the section can say so.
 */
export function useLazyData<T>(url: string): { ref: RefObject<HTMLElement | null>; data: T | null; failed: boolean } {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const { ref } = useInView<HTMLElement>(
    () => {
      fetchJson<T>(url)
        .then((body) => void (mounted.current && setData(body)))
        .catch((error: unknown) => {
          console.warn("Homepage section", error);
          if (mounted.current) setFailed(true);
        });
    },
    { belowPx: NEAR_PX, abovePx: NEAR_PX, once: true },
  );
  return { ref, data, failed };
}
