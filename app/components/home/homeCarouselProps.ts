import type { ReactNode } from "react";

/** What a homepage carousel shows, and what it tells its page; before and after embla takes over. */
export interface HomeCarouselProps {
  label: string;
  perScreen: number;
  slides: ReactNode[];
  loop?: boolean;
  onPage?: (page: number) => void;
  onReady?: (api: { scrollTo: (page: number) => void }) => void;
  testId?: string;
}
