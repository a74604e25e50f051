import * as v from "valibot";
import { data, Form, Link, redirect } from "react-router";
import { formatPrice, ISSUE_FORMATS, onlyInStock, shopTexts, type IssueFormat } from "../../../machines/rules/shop";
import { appContext } from "../../../workers/context";
import { addCartLine, findCartLine } from "../../../workers/db/shopCart";
import { getShopIssue, issueFormat } from "../../../workers/db/shopIssues";
import { formObject } from "../../components/account/formData.server";
import shopCss from "../../styles/shop.css?url";
import type { Route } from "./+types/purchase";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: shopCss }];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const app = context.get(appContext);
  const issue = /^[a-z0-9-]{1,120}$/.test(params.issue) ? await getShopIssue(app.db, params.issue) : null;
  if (!issue) throw data(`There is no issue "${params.issue}".`, { status: 404 });
  const wanted = new URL(request.url).searchParams.get("format");
  const inStock = ISSUE_FORMATS.filter((f) => (issue.formats[f]?.instock ?? 0) > 0);
  // The format in the URL when it has stock, else the first in stock (spec 1 §4 "Purchase page").
  const preselected = inStock.find((f) => f === wanted) ?? inStock[0] ?? null;
  return { issue, inStock, preselected };
}

// No format chosen reads as "", so it fails with the form's own message.
const AddForm = v.object({ format: v.pipe(v.optional(v.string(), ""), v.picklist(ISSUE_FORMATS, "Please choose a format.")) });

/** Add to cart without JavaScript: the server cart of a signed-in reader (the visitor's local cart is the cart machine's). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const app = context.get(appContext);
  const issue = /^[a-z0-9-]{1,120}$/.test(params.issue) ? await getShopIssue(app.db, params.issue) : null;
  if (!issue) throw data(`There is no issue "${params.issue}".`, { status: 404 });
  const parsed = v.safeParse(AddForm, await formObject(request));
  if (!parsed.success) return data({ error: parsed.issues[0]?.message ?? "Please choose a format." }, { status: 400 });
  const format: IssueFormat = parsed.output.format;
  if (!app.viewer) return redirect(`/login?redirectTo=${encodeURIComponent(`/print/${issue.slug}/purchase?format=${format}`)}`);
  if (await addCartLine(app.db, app.viewer.id, issue.id, format, 1, new Date().toISOString())) return redirect("/cart");
  const line = await findCartLine(app.db, app.viewer.id, issue.id, format);
  const stock = await issueFormat(app.db, issue.id, format);
  return data({ error: format === "digital" && line ? shopTexts.duplicateDigital : onlyInStock(stock?.instock ?? 0) }, { status: 409 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData ? `Buy the ${loaderData.issue.title} issue | Artmagazine` : "Issue not found | Artmagazine" }];
}

export default function Purchase({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, inStock, preselected } = loaderData;
  return (
    <div className="page shop-page">
      <div className="shop-purchase">
        <div className="shop-purchase__cover">
          {issue.primary_image && (
            <a href={issue.primary_image.path_large}>
              <img src={issue.primary_image.path} alt={`Cover of the ${issue.title} issue`} width={issue.primary_image.width} height={issue.primary_image.height} />
            </a>
          )}
        </div>
        <div className="shop-purchase__body">
          <p className="kicker">
            <Link to={issue.path}>Vol. {issue.volume}, No. {issue.volume_number}</Link>
          </p>
          <h1 className="page-title">{issue.title}</h1>
          {issue.subtitle && <p className="dek">{issue.subtitle}</p>}
          {issue.description && <p>{issue.description}</p>}
          {actionData?.error && (
            <p className="alert alert--error" role="alert">
              {actionData.error}
            </p>
          )}
          {inStock.length === 0 ? (
            <p className="alert alert--error shop-unavailable">{shopTexts.unavailable}</p>
          ) : (
            <Form method="post" className="form shop-formats">
              <fieldset>
                <legend className="label">Format</legend>
                {ISSUE_FORMATS.flatMap((f) => {
                  const info = issue.formats[f];
                  if (!info) return [];
                  const stock = info.instock;
                  return [
                    <label key={f} className={stock > 0 ? "shop-format" : "shop-format shop-format--out"}>
                      <input type="radio" name="format" value={f} defaultChecked={f === preselected} disabled={stock === 0} required />
                      <span className="shop-format__label">{info.label}</span>
                      <span className="shop-format__price">{formatPrice(info.price)}</span>
                      <span className="shop-format__stock">
                        {stock === 0 ? "sold out" : f === "digital" ? "available" : stock <= 5 ? `only ${stock} left` : "in stock"}
                      </span>
                    </label>,
                  ];
                })}
              </fieldset>
              <button type="submit" className="button button--accent">
                Add to cart
              </button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
