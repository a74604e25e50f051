import { useEffect, useRef } from "react";
import { SIDE_NAV_TOP_WITHOUT_MAP, sideNavTop } from "#machines/rules/guide/mapTexts";

/**
 * The side navigation list of a guide list: its sections as
 * jump links, fixed beside the listings on wide screens. Its top starts at
 * 385 px when the page has a map (205 px without) and rises with the scroll
 * down to 130 px; a fullscreen map puts it behind the page (guide.css).
 */
export function GuideSideNav({ sections }: { sections: readonly { id: string; title: string }[] }) {
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = nav.current;
    if (!element) return;
    const place = () => {
      const mapMounted = document.querySelector("#guide-map .g-map-bar") !== null;
      element.style.top = `${sideNavTop(mapMounted, window.scrollY)}px`;
    };
    place();
    window.addEventListener("scroll", place, { passive: true });
    return () => window.removeEventListener("scroll", place);
  }, []);
  if (sections.length < 2) return null;
  return (
    <nav ref={nav} className="g-sidenav" aria-label="Sections" style={{ top: SIDE_NAV_TOP_WITHOUT_MAP }}>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
