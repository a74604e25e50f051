import { totalsByCurrency } from "#machines/rules/admin/adminReports";
import { addDays } from "#machines/rules/guide/guide";
import { countryName, regionName } from "#machines/rules/shop/northAmericanRegions";
import type { AppContext } from "#workers/context";
import { activeSubscribersByPlace, registrationsPerDay, sumInvoices } from "#workers/db/admin/reports";
import { dispatchesBetween } from "#workers/db/newsletterAdmin";

interface CountryRow {
  code: string;
  name: string;
  count: number;
  regions: { code: string; name: string; count: number }[];
}

/**
 * The admin's reports: the overview's headline figures, registrations per day and active
 * subscribers per place. Nothing is cached: a report counts the rows as they are.
 */
export function adminReportsService(app: AppContext) {
  const { db } = app;
  return {
    /** Each report's headline figure over the last 30 days (invoices, registrations, subscribers, mails). */
    overview: () => overview(db),
    /** Registrations per day from the first day to the last, both included (empty days absent). */
    registrations: (from: string, to: string) => registrationsPerDay(db, from, addDays(to, 1)),
    /** Today's active subscribers per country, most first, each with its states or provinces, most first. */
    subscribersByCountry: () => subscribersByCountry(db),
  };
}

async function overview(db: D1Database) {
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -29);
  const [sums, days, places, dispatches] = await Promise.all([
    sumInvoices(db, { from, to: today, kind: null, status: null }, addDays(today, 1)),
    registrationsPerDay(db, from, addDays(today, 1)),
    activeSubscribersByPlace(db, new Date().toISOString()),
    dispatchesBetween(db, from, addDays(today, 1)),
  ]);
  return {
    totals: totalsByCurrency(sums),
    invoices: sums.reduce((n, s) => n + s.count, 0),
    registrations: days.reduce((n, d) => n + d.count, 0),
    subscribers: places.reduce((n, p) => n + p.count, 0),
    countries: new Set(places.map((p) => p.country)).size,
    dispatches: dispatches.length,
    delivered: dispatches.reduce((n, s) => n + s.delivered, 0),
  };
}

async function subscribersByCountry(db: D1Database): Promise<CountryRow[]> {
  const places = await activeSubscribersByPlace(db, new Date().toISOString());
  const countries = new Map<string, CountryRow>();
  for (const p of places) {
    const row = countries.get(p.country) ?? { code: p.country, name: countryName(p.country), count: 0, regions: [] };
    row.count += p.count;
    if (p.region) row.regions.push({ code: p.region, name: regionName(p.country, p.region), count: p.count });
    countries.set(p.country, row);
  }
  const rows = [...countries.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  for (const r of rows) r.regions.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return rows;
}
