import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useLazyActor, useLazySelector } from "#app/lib/lazyActor";
import type { autocompleteMachine } from "#machines/autocomplete";
import { visibleOptions } from "#machines/rules/guide/autocomplete";
import { cityPathForName, guidePaths, guideTexts } from "#machines/rules/guide/guide";

const NO_OPTIONS: string[] = [];

/**
 * The guide search box: a GET form to /artguide/search?search= that works
 * without JavaScript; with it, the autocomplete machine offers the active
 * city names (ARIA combobox: arrows move, Enter picks or searches). Picking
 * a city opens its page; searching goes to the results page. The machine (and
 * xstate) loads on the first focus or keystroke; until it runs the box shows
 * the text typed so far and no options, as the server rendered it.
 */
export function GuideSearchBox({
  defaultValue = "",
  cities,
}: {
  defaultValue?: string;
  cities: readonly { place: string; place_url: string }[];
}) {
  const navigate = useNavigate();
  const search = (text: string) => {
    if (text.trim()) void navigate(guidePaths.search(text.trim()));
  };
  const pick = (option: string) => {
    const path = cityPathForName(cities, option);
    if (path) void navigate(path);
    else search(option);
  };
  const latest = useRef({ cities, pick, search });
  latest.current = { cities, pick, search };
  const actor = useLazyActor(
    () => import("./autocompleteActor").then(({ autocompleteWith }) => autocompleteWith(() => latest.current)),
    () => ({ input: { names: latest.current.cities.map((c) => c.place), text: defaultValue } }),
  );
  // What the reader typed while the machine was loading (its queued INPUTs), so the box does not lose it.
  const [typed, setTyped] = useState(defaultValue);
  const options = useLazySelector<typeof autocompleteMachine, string[]>(actor, visibleOptions, NO_OPTIONS, sameOptions);
  const text = useLazySelector(actor, (s) => s.context.text, typed);
  const active = useLazySelector(actor, (s) => s.context.active, -1);
  const activeId = active >= 0 ? `guide-search-option-${active}` : undefined;
  return (
    <form
      method="get"
      action={guidePaths.search()}
      className="g-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "ENTER" });
      }}
    >
      <label className="visually-hidden g-hidden" htmlFor="guide-search">
        Search the artguide
      </label>
      <div className="g-search__field">
        <input
          id="guide-search"
          name="search"
          type="search"
          placeholder={guideTexts.searchPlaceholder}
          value={text}
          required
          maxLength={200}
          autoComplete="off"
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls="guide-search-options"
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          onChange={(event) => {
            if (!actor.started) setTyped(event.target.value);
            actor.send({ type: "INPUT", text: event.target.value });
          }}
          onFocus={() => actor.send({ type: "FOCUS" })}
          onBlur={() => actor.send({ type: "BLUR" })}
          onKeyDown={(event) => {
            if (event.key === "ArrowDown" || event.key === "ArrowUp") {
              event.preventDefault();
              actor.send({ type: event.key === "ArrowDown" ? "DOWN" : "UP" });
            }
          }}
        />
        <ul
          id="guide-search-options"
          role="listbox"
          className="g-search__options"
          hidden={options.length === 0}
          aria-label="Cities"
        >
          {options.map((option, i) => (
            <li
              key={option}
              id={`guide-search-option-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => actor.send({ type: "PICK", option })}
            >
              {option}
            </li>
          ))}
        </ul>
      </div>
      <button type="submit" className="g-search__button">
        Search
      </button>
    </form>
  );
}

function sameOptions(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((option, i) => option === b[i]);
}
