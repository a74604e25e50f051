import { type RefObject, useEffect, useRef, useState } from "react";
import { fetchJson } from "#app/lib/jsonApi";
import { useInView } from "#app/lib/useInView";

/** Start loading a little before the section scrolls into view. */
const NEAR_PX = 200;

/**
 * Lazy homepage sections: the data loads once, when the scroll
 * position first reaches the section. Failures are only logged;
 * the section then stays empty.
 */
export function useLazyData<T>(url: string): { ref: RefObject<HTMLElement | null>; data: T | null } {
  const [data, setData] = useState<T | null>(null);
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
        .catch((error: unknown) => console.warn("Homepage section", error));
    },
    { belowPx: NEAR_PX, abovePx: NEAR_PX, once: true },
  );
  return { ref, data };
}
