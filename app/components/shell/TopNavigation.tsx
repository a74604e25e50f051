import { useEffect, useRef, useState } from "react";
import { NAVIGATION } from "#app/rules/shell/navigation";
import { MenuLink } from "./MenuLink";

/** Which ends of the row have sections out of view. */
type Overflow = "none" | "start" | "end" | "both";

function overflowOf(list: HTMLElement): Overflow {
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return before && after ? "both" : before ? "start" : after ? "end" : "none";
}

/** Room the "more" arrow takes at the row's end. */
const ARROW_ROOM = 44;

/**
 * Where the row's fades end, in px from its left edge: a section the edge (or the arrow) would cut
 * fades out whole, so no label shows in part ("ART FA…"); the next swipe or the arrow brings it in.
 */
function fadesOf(list: HTMLElement, overflow: Overflow): { start: number; end: number } {
  const box = list.getBoundingClientRect();
  const room = overflow === "end" || overflow === "both" ? box.width - ARROW_ROOM : box.width;
  let start = 0;
  let end = box.width;
  for (const item of Array.from(list.children)) {
    const r = item.getBoundingClientRect();
    const left = r.left - box.left;
    const right = r.right - box.left;
    if (left < 0 && right > 0) start = right;
    if (left < room && right > room) end = left;
  }
  return { start, end };
}

/**
 * The navigation table, exact labels and paths; SUBSCRIBE is not here (slide
 * menu only). Where the row is narrower than its sections (phones) it
 * scrolls sideways: a section the edge would cut fades out whole, and a "more"
 * arrow scrolls the row on. Until measured (and without JavaScript) the row
 * wraps under its own height instead: the sections that fit show whole, the
 * others wait in the menu.
 */
export function TopNavigation() {
  const list = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow | null>(null);
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    const update = () => {
      // Measured as the row that scrolls, not the wrapped one of the first render.
      if (element.dataset.overflow === "unmeasured") element.dataset.overflow = "";
      const now = overflowOf(element);
      const { start, end } = fadesOf(element, now);
      element.style.setProperty("--nav-fade-start", `${start}px`);
      element.style.setProperty("--nav-fade-end", `${end}px`);
      setOverflow(now);
    };
    update();
    element.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      element.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  const more = overflow === "end" || overflow === "both";
  return (
    <nav className="top-nav" aria-label="artguide" data-testid="top-navigation">
      <ul className="top-nav__list" ref={list} data-overflow={overflow ?? "unmeasured"}>
        {NAVIGATION.map((item) => (
          <li key={item.path}>
            <MenuLink to={item.path} className="top-nav__link">
              {item.label}
            </MenuLink>
          </li>
        ))}
      </ul>
      {more && (
        <button
          type="button"
          className="top-nav__more"
          aria-label="More sections"
          // For a pointer: keyboard and screen-reader users reach every section by its own link.
          aria-hidden="true"
          tabIndex={-1}
          data-testid="top-nav-more"
          onClick={() => list.current?.scrollBy({ left: list.current.clientWidth * 0.7, behavior: "smooth" })}
        >
          <svg
            width="16"
            height="16"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <path d="m9 5 7 7-7 7" />
          </svg>
        </button>
      )}
    </nav>
  );
}
