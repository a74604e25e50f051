import type { ReactNode } from "react";

/** A table's header row: the text columns first, then the figures, aligned right like the numbers below them. */
export function ColumnHeads({ text, figures = [] }: { text: readonly ReactNode[]; figures?: readonly ReactNode[] }) {
  return (
    <thead>
      <tr>
        {text.map((label, i) => (
          <th key={i} scope="col">
            {label}
          </th>
        ))}
        {figures.map((label, i) => (
          <th key={i} scope="col" className="num">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
