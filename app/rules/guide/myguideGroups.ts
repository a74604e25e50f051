import type { ExhibitionDates } from "#machines/rules/guide/exhibitionDates";

/**
 * Myguide's list: sorted by date, headed "Ends {date}" with the
 * place as subtitle, ordered by date then place; sorted by city, headed by the
 * place with the end date as subtitle, ordered by place then date. A heading
 * is named once: when several groups share it, their subtitles become its
 * subsections.
 */
export type MyguideSort = "date" | "city";

export interface MyguideGroupable {
  showEnd: string;
  dates: Pick<ExhibitionDates, "ends">;
  location: { place: string; place_url: string };
}

export interface MyguideSubsection<T> {
  title: string;
  items: T[];
}

export interface MyguideGroup<T> {
  key: string;
  title: string;
  /** The one group under this heading: its subtitle, and its items. */
  subtitle?: string;
  items: T[];
  /** Several groups under this heading: each subtitle with its items. */
  subsections?: MyguideSubsection<T>[];
}

export function myguideGroups<T extends MyguideGroupable>(items: readonly T[], sort: MyguideSort): MyguideGroup<T>[] {
  const byDate = sort === "date";
  const sorted = [...items].sort((a, b) =>
    byDate
      ? a.showEnd.localeCompare(b.showEnd) || a.location.place.localeCompare(b.location.place)
      : a.location.place.localeCompare(b.location.place) || a.showEnd.localeCompare(b.showEnd),
  );
  const headings: { key: string; title: string; subsections: (MyguideSubsection<T> & { key: string })[] }[] = [];
  for (const x of sorted) {
    const [key, title, subKey, subtitle] = byDate
      ? [x.showEnd, `Ends ${x.dates.ends}`, x.location.place_url, x.location.place]
      : [x.location.place_url, x.location.place, x.showEnd, `Ends ${x.dates.ends}`];
    let heading = headings.at(-1);
    if (heading?.key !== key) {
      heading = { key, title, subsections: [] };
      headings.push(heading);
    }
    const sub = heading.subsections.at(-1);
    if (sub?.key === subKey) sub.items.push(x);
    else heading.subsections.push({ key: subKey, title: subtitle, items: [x] });
  }
  return headings.map(({ key, title, subsections }) =>
    subsections.length === 1
      ? { key, title, subtitle: subsections[0]!.title, items: subsections[0]!.items }
      : { key, title, items: [], subsections: subsections.map(({ title: t, items: i }) => ({ title: t, items: i })) },
  );
}
