import { useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef } from "react";
import { fromPromise } from "xstate";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { useActorRef } from "#app/lib/actors";
import { fetchJson } from "#app/lib/jsonApi";
import { useRootData } from "#app/lib/rootData";
import { SUGGESTION_IMAGE_PX, type SuggestionItem, suggestionFromItem } from "#machines/rules/magazine/suggestions";
import {
  type Suggestion,
  type SuggestionEntry,
  searchOverlayMachine,
  suggestionEntries,
} from "#machines/searchOverlay";
import { Dialog } from "./Dialog";
import { takeEarlySearchTyping } from "./earlySearchTyping";
import { SearchIcon } from "./icons";
import { useOverlayActor } from "./ShellProvider";

/**
 * Search and mobile search overlays: a GET form
 * to /search with the input named "search" (so it works without JavaScript),
 * driven by the search-overlay machine: focused on open, suggestions 250 ms
 * after typing 3+ characters, an empty submit blocked, a press outside the
 * input and the suggestion links closes it.
 */
export function SearchOverlay({ overlay }: { overlay: "search" | "mobileSearch" }) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const shell = useOverlayActor();
  const { apiPath } = useRootData().config;
  const machine = useMemo(
    () =>
      searchOverlayMachine.provide({
        actors: {
          loadSuggestions: fromPromise<Suggestion[], { term: string }>(async ({ input: { term } }) => {
            const body = await fetchJson<{ item: SuggestionItem }[]>(
              `${apiPath}/suggest?search=${encodeURIComponent(term)}`,
            );
            return body.map(({ item }) => suggestionFromItem(item));
          }),
        },
        actions: {
          focusInput: () => input.current?.focus(),
          focusEntry: (_, { index }) =>
            list.current?.querySelectorAll<HTMLElement>("[data-search-entry]")[index]?.focus(),
          closeOverlay: () => shell.send({ type: "CLOSE", overlay }),
        },
      }),
    [apiPath, shell, overlay],
  );
  const actor = useActorRef(machine);
  const { send } = actor;
  // The page shows only the suggestions and the blocked flag: a keystroke that changes neither renders nothing.
  const suggestions = useSelector(actor, (s) => s.context.suggestions);
  const listedTerm = useSelector(actor, (s) => s.context.listedTerm);
  const blocked = useSelector(actor, (s) => s.context.blocked);
  const entries = useMemo(() => suggestionEntries({ suggestions, listedTerm }), [suggestions, listedTerm]);
  // Down and Up walk the list from the input and from any entry; the machine says where the focus goes.
  const onArrow = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    send({ type: event.key === "ArrowDown" ? "DOWN" : "UP" });
  };
  // The Dialog is on screen only while the shell has this overlay open.
  useEffect(() => {
    // Keys typed while the overlay opened are the start of the search.
    const typed = takeEarlySearchTyping();
    if (typed && input.current) input.current.value = typed;
    send({ type: "OPEN" });
    if (typed) send({ type: "TYPE", value: typed });
  }, [send]);

  const listId = `${overlay}-suggestions`;
  return (
    <Dialog
      overlay={overlay}
      title="Search Artmagazine"
      className="overlay--top"
      onPanelMouseDown={(event) => {
        if (event.button !== 0) return;
        const target = event.target as Element;
        send({ type: "PRESS", inside: !!target.closest("input, [data-search-keep], button") });
      }}
    >
      <Form
        method="get"
        action="/search"
        role="search"
        className="search-form"
        data-testid="search-form"
        onSubmit={(event) => {
          send({ type: "SUBMIT" });
          if (!input.current?.value.trim()) event.preventDefault();
        }}
      >
        <label htmlFor={`${overlay}-input`} className="visually-hidden">
          Search Artmagazine
        </label>
        <input
          ref={input}
          id={`${overlay}-input`}
          className="search-form__input"
          type="search"
          name="search"
          placeholder="Search"
          autoComplete="off"
          data-autofocus
          aria-invalid={blocked || undefined}
          aria-controls={listId}
          onKeyDown={onArrow}
          onFocus={() => send({ type: "FOCUS_ENTRY", index: -1 })}
          onChange={(event) => send({ type: "TYPE", value: event.currentTarget.value })}
        />
        <button type="submit" className="icon-button search-form__submit" aria-label="Submit search">
          <SearchIcon size={24} />
        </button>
      </Form>
      <ul
        ref={list}
        id={listId}
        className="search-suggestions"
        data-search-keep
        aria-label="Suggestions"
        data-testid="search-suggestions"
        onKeyDown={onArrow}
      >
        {entries.map((entry, index) => (
          <li key={entry.url} className={entry.kind === "all" ? "search-suggestions__all" : undefined}>
            <Link
              to={entry.url}
              className="search-suggestions__link"
              data-search-entry
              data-testid={entry.kind === "all" ? "search-see-all" : "search-suggestion"}
              onFocus={() => send({ type: "FOCUS_ENTRY", index })}
              onClick={() => shell.send({ type: "CLOSE", overlay })}
            >
              <EntryContent entry={entry} />
            </Link>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** A suggestion shows its image (where it has one), section and date over the headline; the last entry its label. */
function EntryContent({ entry }: { entry: SuggestionEntry }) {
  if (entry.kind === "all") return <span className="search-suggestions__title">{entry.label}</span>;
  const s: Suggestion = entry.suggestion;
  return (
    <>
      {s.image ? (
        <img
          className="search-suggestions__image"
          src={s.image.path}
          width={SUGGESTION_IMAGE_PX}
          height={SUGGESTION_IMAGE_PX}
          loading="lazy"
          alt=""
        />
      ) : (
        <span className="search-suggestions__image search-suggestions__image--none" aria-hidden="true" />
      )}
      <span className="search-suggestions__text">
        <span className="search-suggestions__meta">
          {s.section}
          {s.section && " · "}
          <time dateTime={s.published}>{s.dateText}</time>
        </span>
        <span className="search-suggestions__title">{s.title}</span>
      </span>
    </>
  );
}
