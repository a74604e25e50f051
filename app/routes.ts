import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { adminPathsFrom } from "./config/adminPaths";

// ADMIN_PATH and ARTGUIDE_ADMIN_PATH of the build environment (app/config/adminPaths.ts).
const adminPaths = adminPathsFrom(process.env);

// One line per path of the spec, grouped by area. /api/* is answered by the
// Worker entry (workers/api) before React Router sees the request.
export default [
  // Magazine
  index("routes/home.tsx"),
  route("search", "routes/magazine/search.tsx"),
  // Feeds (beyond the spec).
  route("feed/:channel", "routes/magazine/feed.tsx"),
  // What crawlers and browsers ask of every site (the favicon and icons are static files in public/).
  route("robots.txt", "routes/site/robots.tsx"),
  route("manifest.webmanifest", "routes/site/manifest.tsx"),
  route("sitemap.xml", "routes/site/sitemap-index.tsx"),
  route("sitemaps/:file", "routes/site/sitemap-part.tsx"),
  route("print/archive", "routes/magazine/print-archive.tsx"),
  route("print/:issue", "routes/magazine/print-issue.tsx"),
  route("video/:tag", "routes/magazine/video-tag.tsx"),
  route("contributor/:slug", "routes/magazine/contributor.tsx"),
  route("picks/:place", "routes/magazine/picks.tsx"),
  // Viewing rooms (the rooms' own pages are /viewing-rooms/{slug}).
  route("viewing-rooms", "routes/viewingRooms/list.tsx"),
  route("viewing-rooms/:room/slideshow", "routes/viewingRooms/slideshow.tsx"),
  route(":channel", "routes/magazine/channel.tsx"),
  route(":channel/:article", "routes/magazine/article.tsx"),

  // Accounts
  route("login", "routes/account/login.tsx"),
  route("register", "routes/account/register.tsx"),
  route("recover", "routes/account/recover.tsx"),
  route("logout", "routes/account/logout.tsx"),
  route("profile", "routes/account/profile.tsx"),
  route("profile/activate", "routes/account/activate.tsx"),
  route("newsletter", "routes/account/newsletter.tsx"),
  route("newsletter/unsubscribe", "routes/account/unsubscribe.tsx"),

  // Shop
  route("cart", "routes/shop/cart.tsx"),
  route("cart/checkout", "routes/shop/checkout.tsx"),
  route("order/:id", "routes/shop/order.tsx"),
  route("invoice/:id", "routes/shop/invoice.tsx"),
  route("subscription/:id", "routes/shop/subscription.tsx"),
  route("payment/sandbox", "routes/shop/paymentSandbox.tsx"),
  route("payment/callback", "routes/shop/paymentCallback.tsx"),
  route("subscribe", "routes/shop/subscribe.tsx"),
  route("print/:issue/purchase", "routes/shop/purchase.tsx"),

  // Admin and art-guide admin, at ADMIN_PATH and ARTGUIDE_ADMIN_PATH.
  route(adminPaths.admin.slice(1), "routes/admin/adminLayout.tsx", [
    index("routes/admin/adminHome.tsx"),
    route("reports", "routes/admin/reports.tsx"),
    route("reports/invoices", "routes/admin/invoices.tsx"),
    route("reports/invoices.csv", "routes/admin/invoicesCsv.tsx"),
    route("reports/invoices/order/:id", "routes/admin/orderInvoice.tsx"),
    route("reports/invoices/subscription/:id", "routes/admin/subscriptionInvoice.tsx"),
    route("reports/user-registration-tally", "routes/admin/registrations.tsx"),
    route("reports/subscriber-geolocation", "routes/admin/geolocation.tsx"),
    route("users", "routes/admin/users.tsx"),
    route("users/:id", "routes/admin/userPage.tsx"),
    route("help", "routes/admin/help.tsx", { id: "admin-help" }),
    route("reports/email-marketer-statistics", "routes/admin/newsletter/emailMarketerStatistics.tsx"),
    route("newsletter", "routes/admin/newsletter/newsletterHome.tsx"),
    route("newsletter/archive", "routes/admin/newsletter/newsletterArchive.tsx"),
    route("newsletter/archive/:id", "routes/admin/newsletter/newsletterDispatchDetail.tsx"),
    route("newsletter/dispatch", "routes/admin/newsletter/newsletterCompose.tsx"),
    route("newsletter/segment-lists", "routes/admin/newsletter/newsletterSegments.tsx"),
    route("newsletter/maintenance-tools", "routes/admin/newsletter/newsletterMaintenance.tsx"),
    route("newsletter/:kind", "routes/admin/newsletter/newsletterTemplate.tsx"),
  ]),
  route(adminPaths.guideAdmin.slice(1), "routes/admin/guideAdminLayout.tsx", [
    index("routes/admin/guideAdminHome.tsx"),
    route("locations", "routes/admin/locations.tsx"),
    route("locations/new", "routes/admin/locationEdit.tsx", { id: "location-new" }),
    route("locations/:id", "routes/admin/locationEdit.tsx", { id: "location-edit" }),
    route("exhibitions", "routes/admin/exhibitions.tsx"),
    route("exhibitions/new", "routes/admin/exhibitionEdit.tsx", { id: "exhibition-new" }),
    route("exhibitions/:id", "routes/admin/exhibitionEdit.tsx", { id: "exhibition-edit" }),
    route("must-see", "routes/admin/mustSee.tsx"),
    route("featured-lists", "routes/admin/featuredLists.tsx"),
    route("groups", "routes/admin/groups.tsx"),
    route("notifications", "routes/admin/notifications.tsx"),
    route("members", "routes/admin/members.tsx"),
    route("citypages", "routes/admin/cityPages.tsx"),
    route("citypages/:place", "routes/admin/cityPageEdit.tsx"),
    route("help", "routes/admin/help.tsx", { id: "artguide-admin-help" }),
  ]),

  // Art guide
  layout("routes/guide/layout.tsx", [
    route("artguide", "routes/guide/home.tsx"),
    route("artguide/place/:place", "routes/guide/place.tsx"),
    route("artguide/mustsee", "routes/guide/mustsee.tsx"),
    route("artguide/artfairs", "routes/guide/artfairs.tsx"),
    route("artguide/special", "routes/guide/special.tsx"),
    route("artguide/search", "routes/guide/search.tsx"),
    route("artguide/myguide", "routes/guide/myguide.tsx"),
    route("artguide/venue/:venue", "routes/guide/venue.tsx"),
    route("artguide/venue/:venue/share", "routes/guide/share.tsx"),
  ]),
  route("artguide/calendar/exhibition/:id", "routes/guide/exhibition-ics.tsx"),
  route("artguide/calendar/myguide/:token", "routes/guide/myguide-ics.tsx"),
  route("artguide/feeds/openings/:place", "routes/guide/openings-atom.tsx"),
  route("artguide/map/style.json", "routes/guide/map-style.tsx"),
  route("artguide/map/basemap/*", "routes/guide/map-basemap.tsx"),
  route("artguide/help", "routes/static/artguide-help.tsx"),
  // What a reader without a connection sees for a page the device has not kept.
  route("artguide/offline", "routes/static/offline.tsx"),
  route("artguide/participate", "routes/static/artguide-participate.tsx"),
  // The guide's own sign-in page (site section artguide_login: no top navigation, no leaderboard).
  route("artguide/login", "routes/account/login.tsx", { id: "artguide-login" }),

  // Images uploaded by the art-guide admin (R2 bucket MEDIA).
  route("media/*", "routes/media.tsx"),

  // Static pages
  route("privacy", "routes/static/privacy.tsx"),
  route("terms", "routes/static/terms.tsx"),
  route("contact", "routes/static/contact.tsx"),

  // Anything else is a real 404 page.
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
