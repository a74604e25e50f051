/** The header machine's look (machines/header.ts), readable without loading xstate. */
export interface HeaderView {
  /** Scrolled past the leaderboard: the header sticks to the top, minimised to 79 px. */
  sticky: boolean;
  /** The top navigation row is hidden (past the leaderboard and scrolling down). */
  navigationHidden: boolean;
  /** The whole header is hidden (mobile, scrolling down, slide menu closed). */
  headerHidden: boolean;
}

/** What the view needs of a header snapshot. */
interface HeaderStateLike {
  matches(state: Record<string, string>): boolean;
}

/** Before the header machine runs (and on the server): the page is at the top, nothing hides. */
export const HEADER_VIEW_AT_TOP: HeaderView = { sticky: false, navigationHidden: false, headerHidden: false };

export function headerView(snapshot: HeaderStateLike): HeaderView {
  const sticky = snapshot.matches({ position: "sticky" });
  const goingDown = snapshot.matches({ direction: "scrollingDown" });
  const mobile = snapshot.matches({ viewport: "mobile" });
  const menuOpen = snapshot.matches({ slideMenu: "open" });
  return {
    sticky,
    navigationHidden: sticky && goingDown,
    headerHidden: mobile && sticky && goingDown && !menuOpen,
  };
}
