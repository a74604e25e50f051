import { data, redirect } from "react-router";
import * as v from "valibot";
import { Link } from "#app/components/navigation/Link";
import { PurchaseForm } from "#app/components/shop/PurchaseForm";
import { formObject } from "#app/lib/formData.server";
import { stylesheet } from "#app/lib/stylesheet";
import { issueSubtitle, volumeLine } from "#app/rules/magazine/issueLine";
import shopCss from "#app/styles/shop.css?url";
import { ISSUE_FORMATS, type IssueFormat, onlyInStock, shopTexts } from "#machines/rules/shop/shop";
import { appContext, ownViewer } from "#workers/context";
import { shopContext } from "#workers/services/shop/shopService";
import type { Route } from "./+types/purchase";

export const links: Route.LinksFunction = () => [stylesheet(shopCss)];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const issue = await context.get(shopContext).issue(params.issue);
  if (!issue) throw data(`There is no issue "${params.issue}".`, { status: 404 });
  const wanted = new URL(request.url).searchParams.get("format");
  const inStock = ISSUE_FORMATS.filter((f) => (issue.formats[f]?.instock ?? 0) > 0);
  // The format in the URL when it has stock, else the first in stock.
  const preselected = inStock.find((f) => f === wanted) ?? inStock[0] ?? null;
  // A fresh key per visit: the same form posted again (a retry after an error) adds once.
  return { issue, inStock, preselected, writeKey: crypto.randomUUID() };
}

// No format chosen reads as "", so it fails with the form's own message.
const AddForm = v.object({
  format: v.pipe(v.optional(v.string(), ""), v.picklist(ISSUE_FORMATS, "Please choose a format.")),
  writeKey: v.optional(v.pipe(v.string(), v.regex(/^([A-Za-z0-9_-]{8,64})?$/, "writeKey is not a write key.")), ""),
});

/** Add to cart without JavaScript: the server cart of a signed-in reader, else the visitor's guest cart (with JavaScript the cart machine adds). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = ownViewer(context.get(appContext));
  const shop = context.get(shopContext);
  const issue = await shop.issue(params.issue);
  if (!issue) throw data(`There is no issue "${params.issue}".`, { status: 404 });
  const parsed = v.safeParse(AddForm, await formObject(request));
  if (!parsed.success) return data({ error: parsed.issues[0]?.message ?? "Please choose a format." }, { status: 400 });
  const format: IssueFormat = parsed.output.format;
  const writeKey = parsed.output.writeKey || null;
  // The server cart of a reader; a visitor without JavaScript: the guest cart under its cookie.
  const { added, inCart, setCookie } = await shop.addToCart(request, viewer?.id ?? null, issue.id, format, writeKey);
  const headers: HeadersInit = setCookie ? { "set-cookie": setCookie } : {};
  if (added) return redirect("/cart", { headers });
  const stock = await shop.formatStock(issue.id, format);
  return data(
    { error: format === "digital" && inCart ? shopTexts.duplicateDigital : onlyInStock(stock?.instock ?? 0) },
    { status: 409, headers },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: loaderData ? `Buy the ${loaderData.issue.title} issue | Artmagazine` : "Issue not found | Artmagazine" },
  ];
}

export default function Purchase({ loaderData, actionData }: Route.ComponentProps) {
  const { issue, inStock, preselected } = loaderData;
  const subtitle = issueSubtitle(issue.subtitle, issue.volume, issue.volume_number);
  return (
    <div className="page shop-page">
      <div className="shop-purchase">
        <div className="shop-purchase__cover">
          {issue.cover && (
            <a href={issue.cover.path_large}>
              <img
                src={issue.cover.path}
                alt={`Cover of the ${issue.title} issue`}
                width={issue.cover.width}
                height={issue.cover.height}
              />
            </a>
          )}
        </div>
        <div className="shop-purchase__body">
          <p className="kicker">
            <Link to={issue.path}>{volumeLine(issue.volume, issue.volume_number)}</Link>
          </p>
          <h1 className="page-title">{issue.title}</h1>
          {subtitle && <p className="dek">{subtitle}</p>}
          {issue.description && <p>{issue.description}</p>}
          {inStock.length === 0 ? (
            <p className="alert alert--error shop-unavailable" data-testid="purchase-unavailable">
              {shopTexts.unavailable}
            </p>
          ) : (
            <PurchaseForm
              issue={issue}
              preselected={preselected}
              writeKey={loaderData.writeKey}
              serverError={actionData?.error}
            />
          )}
        </div>
      </div>
    </div>
  );
}
