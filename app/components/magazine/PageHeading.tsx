import type { ReactNode } from "react";

/** The caps label and serif heading that open every magazine page. */
export function PageHeading({ label, title, children }: { label?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <header className="mag-page-heading">
      {label ? <p className="mag-label">{label}</p> : null}
      <h1 className="mag-page-heading__title">{title}</h1>
      {children}
    </header>
  );
}
