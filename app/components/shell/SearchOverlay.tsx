import { useRef, useState } from "react";
import { Form } from "react-router";
import { Dialog } from "./Dialog";
import { useOverlayActor } from "./ShellProvider";
import { SearchIcon } from "./icons";

/**
 * Search and mobile search overlays (spec 1 §4 "Search overlay"): a GET form
 * to /search with the input named "search", focused on open; submitting an
 * empty input is blocked; a mouse press outside the form closes it (the
 * dialog backdrop). Suggestions come with the search issue.
 */
export function SearchOverlay({ overlay }: { overlay: "search" | "mobileSearch" }) {
  const input = useRef<HTMLInputElement>(null);
  const [blocked, setBlocked] = useState(false);
  const actor = useOverlayActor();
  return (
    <Dialog
      overlay={overlay}
      title="Search Artmagazine"
      className="overlay--top"
      onPanelMouseDown={(event) => {
        // Spec 1 §4: a mouse press outside the input and the suggestion links closes the search.
        const target = event.target as Element;
        if (event.button === 0 && !target.closest("form, [data-search-keep], button")) actor.send({ type: "CLOSE", overlay });
      }}
    >
      <Form
        method="get"
        action="/search"
        role="search"
        className="search-form"
        data-testid="search-form"
        onSubmit={(event) => {
          // Spec 1 §5: search submit with an empty input is blocked.
          if (!input.current?.value.trim()) {
            event.preventDefault();
            setBlocked(true);
            input.current?.focus();
          }
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
          onChange={() => setBlocked(false)}
        />
        <button type="submit" className="icon-button search-form__submit" aria-label="Submit search">
          <SearchIcon size={24} />
        </button>
      </Form>
    </Dialog>
  );
}
