/**
 * The box a lazy homepage section shows until its data arrives. Without
 * JavaScript the data never arrives, so the box offers a link to the same
 * content instead (noscript content is inert when scripts run).
 */
export function LazyPlaceholder({ href, text }: { href: string; text: string }) {
  return (
    <div className="home-placeholder">
      <noscript>
        <a className="home-placeholder__link" href={href}>
          {text} <span aria-hidden="true">→</span>
        </a>
      </noscript>
    </div>
  );
}
