import { SITE_NAME } from "./meta";

/** The page colour (tokens.css --color-bg): the browser's bar and the installed app's splash screen. */
export const THEME_COLOR = "#ffffff";
/** The ink (tokens.css --color-ink), the icons' ground. */
export const ICON_GROUND = "#111111";

/** Where the installed app opens: the reader's own guide. */
export const APP_START_URL = "/artguide/myguide";

/**
 * The web app manifest (/manifest.webmanifest): what a browser needs to offer
 * the site as an installed app: names, a start page, standalone display and
 * icons of 192 and 512 px, one of them maskable (its mark inside the safe zone).
 */
export const webManifest = {
  id: "/",
  name: SITE_NAME,
  short_name: SITE_NAME,
  description: "Criticism, news, video and podcasts, and artguide, the city guide to exhibitions.",
  lang: "en",
  start_url: APP_START_URL,
  scope: "/",
  display: "standalone",
  theme_color: THEME_COLOR,
  background_color: THEME_COLOR,
  icons: [
    { src: "/assets/ui/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/assets/ui/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/assets/ui/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    { src: "/assets/ui/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
  ],
} as const;
