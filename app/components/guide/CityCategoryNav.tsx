import { useState } from "react";
import { CATEGORY_OPTIONS, CITY_DEFAULT_CATEGORY, guidePaths, guideTexts } from "#machines/rules/guide/guide";

export interface PlaceOption {
  place: string;
  place_url: string;
}

/**
 * City and category dropdowns. Without JavaScript it is a GET form
 * to /artguide, whose loader redirects to the city path; with JavaScript a
 * choice navigates at once by full page load, as the spec asks. The category
 * is disabled until a city is chosen.
 */
export function CityCategoryNav({
  places,
  currentPlace = "",
  currentCategory = "",
}: {
  places: readonly PlaceOption[];
  currentPlace?: string;
  currentCategory?: string;
}) {
  const [place, setPlace] = useState(currentPlace);
  const [category, setCategory] = useState(currentCategory);

  const go = (nextPlace: string, nextCategory: string) => {
    if (!nextPlace) return;
    window.location.assign(guidePaths.place(nextPlace, nextCategory || CITY_DEFAULT_CATEGORY));
  };

  return (
    <form method="get" action={guidePaths.home} className="g-citynav">
      <label className="g-select">
        <span className="g-hidden">City</span>
        <select
          name="place"
          value={place}
          onChange={(e) => {
            setPlace(e.target.value);
            go(e.target.value, category);
          }}
        >
          <option value="">{guideTexts.cityLabel}</option>
          {places.map((p) => (
            <option key={p.place_url} value={p.place_url}>
              {p.place}
            </option>
          ))}
        </select>
      </label>
      <label className="g-select">
        <span className="g-hidden">Category</span>
        <select
          name="category"
          value={category}
          disabled={!place}
          onChange={(e) => {
            setCategory(e.target.value);
            go(place, e.target.value);
          }}
        >
          <option value="">{guideTexts.categoryLabel}</option>
          {CATEGORY_OPTIONS.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="g-option">
          Go
        </button>
      </noscript>
    </form>
  );
}
