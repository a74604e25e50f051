import { type RefObject, useEffect, useRef, useState } from "react";

/** Start loading a little before the section scrolls into view. */
const ROOT_MARGIN = "200px 0px";

/**
 * Lazy homepage sections: the data loads once, when the scroll
 * position first reaches the section. Failures are only logged;
 * the section then stays empty.
 */
export function useLazyData<T>(url: string | null): { ref: RefObject<HTMLElement | null>; data: T | null } {
  const ref = useRef<HTMLElement | null>(null);
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !url) return;
    let cancelled = false;
    const load = () => {
      fetch(url)
        .then((res) => {
          if (!res.ok) throw new Error(`${url}: ${res.status}`);
          return res.json() as Promise<T>;
        })
        .then((body) => void (!cancelled && setData(body)))
        .catch((error: unknown) => console.warn("Homepage section", error));
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [url]);
  return { ref, data };
}
