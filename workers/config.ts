/** Site configuration from wrangler vars and secrets, with safe local defaults. */
export interface AppConfig {
  baseUrl: string;
  apiPath: string;
  bookSiteUrl: string;
  freeArticleLimit: number;
  captchaSiteKey: string;
  captchaSecretKey: string;
  /** Signs the visitors' free-article meter cookie (METER_SECRET; a local default for development). */
  meterSecret: string;
  /** Signs the payment sandbox's callbacks (PAYMENT_SANDBOX_SECRET; a local default for development). */
  paymentSandboxSecret: string;
  mapStyleUrl: string;
  /**
   * The base map the site's own style (/artguide/map/style.json) draws: "pmtiles" for the street
   * map of a Protomaps archive in the MAP_BUCKET bucket (MAP_TILES), else the offline Natural Earth map.
   */
  mapTiles: MapTiles;
  /** The archive's object key in MAP_BUCKET (MAP_ARCHIVE). */
  mapArchive: string;
  /** The style for readers in China (MAP_STYLE_URL_CHINA, the variant host); empty: mapStyleUrl. */
  mapStyleUrlChina: string;
  directionsUrl: string;
  subscribeUrl: string;
  /** A mail API (POST JSON {from, to, subject, text}, Bearer key); empty: mail goes to the local outbox. */
  mailApiUrl: string;
  mailApiKey: string;
  mailFrom: string;
  /** How long public query results stay in an isolate's memory (PUBLIC_DATA_SECONDS; 0: never kept). */
  publicDataSeconds: number;
  /** How long a signed-in reader stays in an isolate's memory for their page reads (KEPT_VIEWER_SECONDS; 0: never kept). */
  keptViewerSeconds: number;
  /** Off unless DEV_INSPECT is "1"; lets developers watch machines in the XState inspector. */
  devInspect: boolean;
  /** The outside systems of the admin menus (INSTAGRAM_ADMIN_URL, CMS_URL, CRM_URL); empty hides the entry. */
  instagramAdminUrl: string;
  cmsUrl: string;
  crmUrl: string;
  /** The day a local site's clock reads (TEST_TODAY, for the tests' seed); empty: the real date. */
  testToday: string;
}

export type MapTiles = "pmtiles" | "natural-earth";

type ConfigEnv = Partial<Record<string, string | undefined>>;

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** The local defaults of the signing secrets: public in this repository, so only for local development. */
export const LOCAL_METER_SECRET = "local-development-meter-secret";
export const LOCAL_PAYMENT_SANDBOX_SECRET = "local-development-payment-secret";

export function readConfig(env: ConfigEnv): AppConfig {
  return {
    baseUrl: env.BASE_URL || "http://localhost:8787",
    apiPath: env.API_PATH || "/api",
    // Empty means "this site serves the book-review data itself" (embedded default).
    bookSiteUrl: env.BOOK_SITE_URL || "",
    freeArticleLimit: positiveInt(env.FREE_ARTICLE_LIMIT, 3),
    captchaSiteKey: env.CAPTCHA_SITE_KEY || "",
    captchaSecretKey: env.CAPTCHA_SECRET_KEY || "",
    meterSecret: env.METER_SECRET || LOCAL_METER_SECRET,
    paymentSandboxSecret: env.PAYMENT_SANDBOX_SECRET || LOCAL_PAYMENT_SANDBOX_SECRET,
    mapStyleUrl: env.MAP_STYLE_URL || "/artguide/map/style.json",
    mapTiles: env.MAP_TILES === "pmtiles" ? "pmtiles" : "natural-earth",
    mapArchive: env.MAP_ARCHIVE || "basemap.pmtiles",
    mapStyleUrlChina: env.MAP_STYLE_URL_CHINA || env.MAP_STYLE_URL || "/artguide/map/style.json",
    directionsUrl: env.DIRECTIONS_URL || "https://www.openstreetmap.org/directions?route=;{lat},{lng}",
    subscribeUrl: env.SUBSCRIBE_URL || "/subscribe",
    mailApiUrl: env.MAIL_API_URL || "",
    mailApiKey: env.MAIL_API_KEY || "",
    mailFrom: env.MAIL_FROM || "Artmagazine <no-reply@artmagazine.example>",
    publicDataSeconds: positiveInt(env.PUBLIC_DATA_SECONDS, 20),
    keptViewerSeconds: positiveInt(env.KEPT_VIEWER_SECONDS, 5),
    devInspect: env.DEV_INSPECT === "1",
    instagramAdminUrl: env.INSTAGRAM_ADMIN_URL || "",
    cmsUrl: env.CMS_URL || "",
    crmUrl: env.CRM_URL || "",
    testToday: env.TEST_TODAY || "",
  };
}
