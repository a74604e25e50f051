import { formatDate, formatDateTime } from "#machines/rules/magazine/magazine";

/** Published date in the spec's formats: "MMMM D, YYYY" or, for news, with the time. */
export function DateLine({
  iso,
  withTime = false,
  className = "mag-date",
}: {
  iso: string;
  withTime?: boolean;
  className?: string;
}) {
  return (
    <time className={className} dateTime={iso}>
      {withTime ? formatDateTime(iso) : formatDate(iso)}
    </time>
  );
}
