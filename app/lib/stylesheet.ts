import type { LinkDescriptor } from "react-router";

/**
 * A route's stylesheet. With a precedence React treats it as a resource: it
 * goes into the head before the module preloads (so a first paint waits for
 * the CSS, not behind thirty scripts on a slow connection), and a client-side
 * navigation waits for it to load instead of flashing unstyled content.
 */
export function stylesheet(href: string): LinkDescriptor {
  // React Router's link type does not list precedence yet; <Links> passes every field through to React.
  return { rel: "stylesheet", href, precedence: "default" } as LinkDescriptor;
}
