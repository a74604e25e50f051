import type { ReactNode } from "react";

/** A static page of the magazine: kicker, title, standfirst and prose in the reading measure. */
export function StaticPage({
  kicker,
  title,
  dek,
  updated,
  children,
}: {
  kicker: string;
  title: string;
  dek?: string;
  updated?: string;
  children: ReactNode;
}) {
  return (
    <div className="page page--narrow static-page">
      <header className="page-header">
        <p className="kicker">{kicker}</p>
        <h1 className="page-title">{title}</h1>
        {dek && <p className="dek">{dek}</p>}
        {updated && <p className="meta">Last updated {updated}</p>}
      </header>
      <div className="prose">{children}</div>
    </div>
  );
}
