import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { DispatchStatsTable } from "#app/components/admin/DispatchStatsTable";
import { Link } from "#app/components/navigation/Link";
import { stylesheet } from "#app/lib/stylesheet";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import { badAddressValue } from "#machines/rules/admin/admin";
import { ARCHIVE_PAGE_SIZE, NEWSLETTER_LABELS, NEWSLETTER_TEXTS } from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { parsePage } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterArchive";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  const params = new URL(request.url).searchParams;
  const page = parsePage(params);
  if (!page.success)
    throw data(badAddressValue("page", params.get("page") ?? "", page.issues[0].message), { status: 400 });
  const { items, total } = await admin.newsletter.archive(page.output);
  return data(
    { items, total, page: page.output, pages: Math.max(1, Math.ceil(total / ARCHIVE_PAGE_SIZE)) },
    { headers: { "cache-control": "private, no-store" } },
  );
}

/** newsletter → archive: past dispatches with their statistics, newest first, in pages of links. */
export default function NewsletterArchive({ loaderData }: Route.ComponentProps) {
  const { items, page, pages, total } = loaderData;
  return (
    <section className="admin-page nl">
      <header className="admin-page__head">
        <h1 className="admin-page__title">{NEWSLETTER_TEXTS.archiveTitle}</h1>
        <Link className="button" to={`${ADMIN}/newsletter/dispatch`}>
          New dispatch
        </Link>
      </header>
      <p className="admin-page__lede">
        {NEWSLETTER_TEXTS.archiveLede} {total} in all.
      </p>
      {items.length === 0 ? (
        <p className="admin-notice">{NEWSLETTER_TEXTS.archiveEmpty}</p>
      ) : (
        <DispatchStatsTable rows={items} testId="newsletter-archive" />
      )}
      <nav className="nl-pager" aria-label="Archive pages">
        {page > 1 ? <Link to={`?page=${page - 1}`}>← {NEWSLETTER_LABELS.newer}</Link> : <span />}
        <span>
          Page {page} of {pages}
        </span>
        {page < pages ? <Link to={`?page=${page + 1}`}>{NEWSLETTER_LABELS.older} →</Link> : <span />}
      </nav>
    </section>
  );
}
