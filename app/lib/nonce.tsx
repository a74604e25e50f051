import { createContext, useContext } from "react";

/**
 * The CSP nonce of the server render. In the browser it stays "": browsers hide
 * a rendered nonce from the DOM, so hydration compares "" with "".
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
