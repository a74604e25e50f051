import { createContext, useContext, useState } from "react";

/**
 * The id of the request a page was rendered for (workers/services/http/requestId.ts),
 * shown on the 500 page so a reader's report can be traced. The server
 * provides it (entry.server); the browser reads it back from the element the
 * server rendered it in, so hydration compares the same text. A page rendered
 * in the browser has none.
 */
const RequestIdContext = createContext("");

export const RequestIdProvider = RequestIdContext.Provider;

/** The attribute the id is rendered in. */
export const REQUEST_ID_ATTRIBUTE = "data-request-id";

export function useRequestId(): string {
  const fromServer = useContext(RequestIdContext);
  const [id] = useState(
    () =>
      fromServer ||
      (typeof document === "undefined"
        ? ""
        : (document.querySelector(`[${REQUEST_ID_ATTRIBUTE}]`)?.getAttribute(REQUEST_ID_ATTRIBUTE) ?? "")),
  );
  return id;
}
