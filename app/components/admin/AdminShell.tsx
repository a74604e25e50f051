import type { ReactNode } from "react";
import { NavLink } from "#app/components/navigation/NavLink";
import { ADMIN_MENU, ARTGUIDE_ADMIN_MENU } from "#machines/rules/admin/admin";
import { GUIDE_ADMIN_TEXTS, type OutsideLinks } from "#machines/rules/admin/adminGuide";
import { ADMIN, adminHref, GUIDE_ADMIN, guideAdminHref, isOutsideEntry } from "./adminLinks";

/** An outside system's menu entry: its address in a new tab, marked as leaving the site. */
function OutsideEntryLink({ label, href }: { label: string; href: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="admin-menu__entry admin-menu__external">
      {label}{" "}
      <span className="admin-menu__mark" aria-hidden="true">
        {GUIDE_ADMIN_TEXTS.externalMark}
      </span>
      <span className="visually-hidden"> {GUIDE_ADMIN_TEXTS.opensInNewTab}</span>
    </a>
  );
}

/**
 * The admin menu: entries with their sub-pages; `openParent` is the entry whose sub-page is shown.
 * Outside systems show only with a configured address.
 */
export function AdminMenu({ openParent, outside }: { openParent?: string; outside: OutsideLinks }) {
  return (
    <nav className="admin-menu" aria-label="Admin menu" data-testid="admin-menu">
      <p className="admin-menu__title">
        <NavLink to={ADMIN} end>
          admin
        </NavLink>
      </p>
      <ul>
        {ADMIN_MENU.map((entry) => {
          if (isOutsideEntry(entry.label)) {
            const href = outside[entry.label];
            return href ? (
              <li key={entry.label}>
                <OutsideEntryLink label={entry.label} href={href} />
              </li>
            ) : null;
          }
          return (
            <li key={entry.label} className={entry.label === openParent ? "is-open" : undefined}>
              <NavLink to={adminHref(entry.label)} className="admin-menu__entry" end>
                {entry.label}
              </NavLink>
              {entry.pages.length > 0 && (
                <ul>
                  {entry.pages.map((page) => (
                    <li key={page}>
                      <NavLink to={adminHref(entry.label, page)}>{page}</NavLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The art guide admin menu; outside systems show only with a configured address. */
export function GuideAdminMenu({ outside }: { outside: OutsideLinks }) {
  return (
    <nav className="admin-menu" aria-label="Art guide admin menu" data-testid="guide-admin-menu">
      <p className="admin-menu__title">
        <NavLink to={GUIDE_ADMIN} end>
          artguide admin
        </NavLink>
      </p>
      <ul>
        {ARTGUIDE_ADMIN_MENU.map((label) =>
          isOutsideEntry(label) ? (
            outside[label] ? (
              <li key={label}>
                <OutsideEntryLink label={label} href={outside[label]} />
              </li>
            ) : null
          ) : label === "logout" ? (
            <li key={label}>
              <form method="post" action="/logout">
                <button type="submit" className="admin-menu__entry admin-menu__button">
                  logout
                </button>
              </form>
            </li>
          ) : (
            <li key={label}>
              <NavLink to={guideAdminHref(label)} className="admin-menu__entry" end={label === "artguide"}>
                {label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

export function AdminShell({ menu, children }: { menu: ReactNode; children: ReactNode }) {
  return (
    <div className="admin">
      <aside className="admin__side">{menu}</aside>
      <div className="admin__main">{children}</div>
    </div>
  );
}

/** A field's label, control and its own error message. */
export function Field({
  label,
  name,
  error,
  children,
  hint,
}: {
  label: string;
  name: string;
  error?: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className={error ? "admin-field has-error" : "admin-field"}>
      <label htmlFor={`f-${name}`}>{label}</label>
      {children}
      {hint && <p className="admin-field__hint">{hint}</p>}
      {error && (
        <p className="admin-field__error" id={`f-${name}-error`} data-testid={`error-${name}`}>
          {error}
        </p>
      )}
    </div>
  );
}
