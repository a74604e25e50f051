import { createContext } from "react-router";
import type { AppContext } from "#workers/context";
import { adminGuideService } from "./adminGuideService";
import { adminInvoicesService } from "./adminInvoicesService";
import { adminNewsletterService } from "./adminNewsletterService";
import { adminReportsService } from "./adminReportsService";
import { adminUsersService } from "./adminUsersService";

/**
 * The admin area's reads and writes for its route modules, on the request context
 * (workers/services/areas.ts). It owns their caching: a route module calls it and composes none.
 * One module per back-office concern, each closed over the request's app like this one.
 */
export function adminService(app: AppContext) {
  return {
    /** The art-guide back office: venues, exhibitions, city pages, must see, featured lists, groups, members, notifications. */
    guide: adminGuideService(app),
    /** The newsletter: archive, statistics, templates, dispatch, segment lists, maintenance. */
    newsletter: adminNewsletterService(app),
    /** The reports: overview, registrations, subscriber geolocation. */
    reports: adminReportsService(app),
    /** The invoices report and any reader's order or subscription invoice. */
    invoices: adminInvoicesService(app),
    /** Users: search, a user's page and its actions. */
    users: adminUsersService(app),
  };
}

export type AdminService = ReturnType<typeof adminService>;

export const adminContext = createContext<AdminService>();
