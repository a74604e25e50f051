import type { ReactNode } from "react";

/** What a homepage carousel shows, and what it tells its page; shared by the static frame and the embla carousel loaded later. */
export interface HomeCarouselProps {
  label: string;
  perScreen: number;
  slides: ReactNode[];
  loop?: boolean;
  onPage?: (page: number) => void;
  onReady?: (api: { scrollTo: (page: number) => void }) => void;
  testId?: string;
}
