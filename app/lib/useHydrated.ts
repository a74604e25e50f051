import { startTransition, useEffect, useState } from "react";

/** False during the server render and the first client render, true after: swap in enhancements without a hydration mismatch. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // A transition: the parts that change after hydration render in short slices, not in its last task.
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
