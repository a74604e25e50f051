import { data } from "react-router";
import { ADMIN } from "#app/components/admin/adminLinks";
import { PRIVATE } from "#app/routes/admin/adminRoute.server";
import { menuSlug } from "#machines/rules/admin/admin";
import { ADMIN_HELP, GUIDE_ADMIN_TEXTS as T } from "#machines/rules/admin/adminGuide";
import { appContext } from "#workers/context";
import { requireAdminArea } from "#workers/services/admin/adminAccess";
import type { Route } from "./+types/help";

/** The editors' help, under the admin menu (admins) and the art-guide admin menu (both roles). */
export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  requireAdminArea(context.get(appContext), request, path.startsWith(`${ADMIN}/`) ? "admin" : "artguide");
  return data(null, { headers: PRIVATE });
}

export default function Help() {
  return (
    <section className="admin-page admin-help" data-testid="admin-help">
      <h1 className="admin-page__title">{T.helpTitle}</h1>
      <p className="admin-page__lede">
        A short guide to the admin screens: what each one is for and how to use it. Changes you save show on the public
        site within a minute.
      </p>
      <nav aria-label="On this page">
        <ul>
          {ADMIN_HELP.map((section) => (
            <li key={section.title}>
              <a href={`#${menuSlug(section.title)}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {ADMIN_HELP.map((section) => (
        <section key={section.title} aria-labelledby={menuSlug(section.title)}>
          <h2 id={menuSlug(section.title)}>{section.title}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
    </section>
  );
}
