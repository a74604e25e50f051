import { data } from "react-router";
import * as v from "valibot";
import { ADMIN } from "#app/components/admin/adminLinks";
import { NewsletterField } from "#app/components/admin/NewsletterField";
import { Form } from "#app/components/navigation/Form";
import { Link } from "#app/components/navigation/Link";
import { ColumnHeads } from "#app/components/tables/ColumnHeads";
import { formParts } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { type CsvRejected, parseCsvList } from "#app/rules/admin/newsletterCsv";
import newsletterCss from "#app/styles/adminNewsletter.css?url";
import {
  CSV_MAX_BYTES,
  csvSummary,
  NEWSLETTER_ERRORS,
  NEWSLETTER_LABELS,
  NEWSLETTER_TEXTS,
} from "#machines/rules/admin/adminNewsletter";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import { adminContext } from "#workers/services/admin/adminService";
import { BODY_LIMITS } from "#workers/services/http/requestBody";
import { ListName } from "#workers/services/mail/newsletterForms";
import type { Route } from "./+types/newsletterSegments";

export const links: Route.LinksFunction = () => [stylesheet(newsletterCss)];

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  return data({ segments: await admin.newsletter.segments() }, { headers: PRIVATE });
}

interface ImportAnswer {
  errors: { name?: string; csv?: string };
  listId: number | null;
  summary: string | null;
  rejected: CsvRejected[];
}

const answer = (body: ImportAnswer, status = 200) => data<ImportAnswer>(body, { status, headers: PRIVATE });
const refused = (errors: ImportAnswer["errors"]) => answer({ errors, listId: null, summary: null, rejected: [] }, 400);

/** The import: the CSV is checked row by row; the accepted rows are saved as a list, or nothing when the file is unreadable. */
export async function action({ request, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  requireAdminArea(app, request, "admin");
  const admin = context.get(adminContext);
  // A body far over the cap is refused before it is read.
  if (Number(request.headers.get("content-length") ?? 0) > CSV_MAX_BYTES * 3)
    return refused({ csv: NEWSLETTER_ERRORS.csvTooLarge });
  // A paste of any length the body carries reaches the size check below, which answers csvTooLarge.
  const { fields, files } = await formParts(request, { longFields: { csv_text: BODY_LIMITS.multipartBytes } });
  const name = v.safeParse(ListName, fields.name ?? "");
  const file = files.csv_file && files.csv_file.size > 0 ? files.csv_file : null;
  const pasted = fields.csv_text ?? "";
  if (file && file.size > CSV_MAX_BYTES) return refused({ csv: NEWSLETTER_ERRORS.csvTooLarge });
  const text = file ? await file.text() : pasted;
  if (new TextEncoder().encode(text).byteLength > CSV_MAX_BYTES) return refused({ csv: NEWSLETTER_ERRORS.csvTooLarge });
  if (text.trim() === "")
    return refused({ csv: NEWSLETTER_ERRORS.csvEmpty, name: name.success ? undefined : name.issues[0].message });
  const csv = parseCsvList(text);
  if (!csv.ok) return refused({ csv: csv.error, name: name.success ? undefined : name.issues[0].message });
  if (!name.success) return refused({ name: name.issues[0].message });
  if (csv.accepted.length === 0)
    return answer(
      {
        errors: { csv: NEWSLETTER_ERRORS.csvNoValidRows },
        listId: null,
        summary: csvSummary(0, csv.rejected.length),
        rejected: csv.rejected,
      },
      400,
    );
  const listId = await admin.newsletter.importList(
    name.output,
    csv.accepted.map((r) => r.email),
  );
  return answer({
    errors: {},
    listId,
    summary: csvSummary(csv.accepted.length, csv.rejected.length),
    rejected: csv.rejected,
  });
}

/** newsletter → segment lists: who a dispatch can go to, and the CSV import of custom lists. */
export default function NewsletterSegments({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const groups = [...new Set(loaderData.segments.map((s) => s.group))];
  return (
    <section className="admin-page nl">
      <h1 className="admin-page__title">{NEWSLETTER_TEXTS.segmentsTitle}</h1>
      <p className="admin-page__lede">{NEWSLETTER_TEXTS.segmentsLede}</p>
      <p className="admin-field__hint">
        Guide cities: readers who saved a show of the city to their myguide (the sign-up form asks for no city).
      </p>
      <div className="nl-segments">
        {groups.map((g) => (
          <div key={g} className="nl-segment-group">
            <h2 className="nl-subhead">{g}</h2>
            <table className="admin-table" data-testid="segment-table">
              <ColumnHeads text={[NEWSLETTER_LABELS.segment]} figures={[NEWSLETTER_LABELS.recipients]} />
              <tbody>
                {loaderData.segments
                  .filter((s) => s.group === g)
                  .map((s) => (
                    <tr key={s.key}>
                      <td>
                        <Link to={`${ADMIN}/newsletter/dispatch?segment=${encodeURIComponent(s.key)}`}>{s.label}</Link>
                      </td>
                      <td className="num">{s.size}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        ))}
      </div>

      <h2 className="nl-subhead">{NEWSLETTER_TEXTS.importTitle}</h2>
      {actionData?.listId ? (
        <p className="alert alert--success" role="status" data-testid="import-summary">
          {NEWSLETTER_TEXTS.listImported} {actionData.summary}{" "}
          <Link to={`${ADMIN}/newsletter/dispatch?segment=list:${actionData.listId}`}>Compose for this list</Link>
        </p>
      ) : null}
      {errors.csv && (
        <p className="alert alert--error" role="alert" data-testid="import-error">
          {errors.csv} {actionData?.summary ?? ""}
        </p>
      )}
      {actionData && actionData.rejected.length > 0 && (
        <table className="admin-table nl-rejected" data-testid="import-rejected">
          <caption>Rejected rows</caption>
          <ColumnHeads text={["Line", "Value", "Reason"]} />
          <tbody>
            {actionData.rejected.map((r) => (
              <tr key={r.line}>
                <td className="num">{r.line}</td>
                <td>{r.value}</td>
                <td>{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Form method="post" encType="multipart/form-data" className="admin-form" data-testid="import-form">
        <NewsletterField id="list-name" label={NEWSLETTER_LABELS.listName} error={errors.name}>
          <input id="list-name" name="name" maxLength={80} required aria-describedby="list-name-error" />
        </NewsletterField>
        <div className={`admin-field${errors.csv ? " has-error" : ""}`}>
          <label htmlFor="csv-text">{NEWSLETTER_LABELS.csvText}</label>
          <textarea id="csv-text" name="csv_text" rows={6} aria-describedby="csv-hint" placeholder="email" />
          <p className="admin-field__hint" id="csv-hint">
            {NEWSLETTER_TEXTS.importHint}
          </p>
        </div>
        <div className="admin-field">
          <label htmlFor="csv-file">{NEWSLETTER_LABELS.csvFile}</label>
          <input id="csv-file" name="csv_file" type="file" accept=".csv,text/csv,text/plain" />
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="button">
            {NEWSLETTER_LABELS.importButton}
          </button>
        </div>
      </Form>
    </section>
  );
}
