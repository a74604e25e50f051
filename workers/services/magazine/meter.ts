import { VIEWING_ROOM_TYPE } from "#machines/rules/magazine/magazine";
import { decideMeter, meterMonth } from "#machines/rules/magazine/meter";
import type { AppConfig } from "#workers/config";
import { isSharedRender, ownViewer } from "#workers/context";
import { listMonthReads, recordRead } from "#workers/db/articleReads";
import type { MeterOutcome, MeterResult, SharedViewer, Viewer } from "#workers/requestScope";
import { meterCookieHeader, readMeter } from "./meterCookie";
import { meterVariant } from "./meterVariant";

// workers/services/cache/edgeCache reads the meter types here; new code imports them from #workers/requestScope.

/**
 * Viewing rooms are advertisers' content, not articles: they are never metered,
 * so a visitor's viewing room is one page for everyone (no meter variant at the edge).
 */
export function isMeteredArticle(article: { type: number }): boolean {
  return article.type !== VIEWING_ROOM_TYPE;
}

export const UNMETERED: MeterResult = { decision: { access: "unmetered" }, setCookie: null };

/** Subscribers and staff are never metered. */
export function isEntitled(viewer: Viewer | SharedViewer | null): boolean {
  return !!viewer && (viewer.isSubscriber || viewer.isAdmin || viewer.isArtguideAdmin);
}

/**
 * Meters one article view on the server: per account for signed-in readers
 * (article_reads), in a signed cookie for visitors. Crawlers get no
 * exemption: a request without a cookie is a visitor like any other.
 */
export async function meterArticleView(
  request: Request,
  app: { db: D1Database; config: AppConfig; viewer: Viewer | null },
  articleId: number,
  now = new Date(),
): Promise<MeterResult> {
  if (isEntitled(app.viewer)) return { decision: { access: "unmetered" }, setCookie: null };
  const month = meterMonth(now);
  const limit = app.config.freeArticleLimit;
  if (app.viewer) {
    const reads = await listMonthReads(app.db, app.viewer.id, month);
    const decision = decideMeter(reads, articleId, limit);
    if (decision.access === "free" && !reads.includes(articleId)) {
      // The single conditional insert is the truth when two views race.
      if (!(await recordRead(app.db, app.viewer.id, month, articleId, limit))) {
        return { decision: { access: "wall", reads }, setCookie: null };
      }
    }
    return { decision, setCookie: null };
  }
  const reads = await readMeter(request.headers.get("cookie"), month, app.config.meterSecret);
  const decision = decideMeter(reads, articleId, limit);
  const changed = decision.access === "free" && decision.reads.length !== reads.length;
  const setCookie = changed
    ? await meterCookieHeader(month, decision.reads, app.config.meterSecret, new URL(request.url).protocol === "https:")
    : null;
  return { decision, setCookie };
}

/**
 * A reader's meter outcome for an article and the cookie a visitor's answer carries: what the
 * edge cache keys and sends. A signed-in reader's view is counted here, as their render would;
 * a render of the same article takes `result` as it is (the view is metered once per request).
 */
export async function meterOutcomeFor(
  request: Request,
  app: { db: D1Database; config: AppConfig; viewer: Viewer | null },
  articleId: number,
): Promise<MeterOutcome> {
  const result = await meterArticleView(request, app, articleId);
  return { variant: meterVariant(result.decision), articleId, result };
}

/**
 * The meter of this view of `articleId`: decided already for this request, or decided now. A
 * shared render has no reader to count by: the edge cache that made it meters for them.
 */
export function meterOfView(
  request: Request,
  app: {
    db: D1Database;
    config: AppConfig;
    viewer: Viewer | SharedViewer | null;
    meterDecided?: MeterOutcome;
    meterSharedReader?: (articleId: number) => Promise<MeterResult>;
  },
  articleId: number,
): Promise<MeterResult> {
  const decided = app.meterDecided;
  if (decided?.articleId === articleId) return Promise.resolve(decided.result);
  if (isSharedRender(app)) {
    if (!app.meterSharedReader) throw new Error("A shared render is metered by the edge cache that made it.");
    return app.meterSharedReader(articleId);
  }
  return meterArticleView(request, { db: app.db, config: app.config, viewer: ownViewer(app) }, articleId);
}
