import { useEffect, useState } from "react";

/** False during the server render and the first client render, true after: swap in enhancements without a hydration mismatch. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
