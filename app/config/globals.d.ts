/** Set by vite.config.ts (and the vitest configs) from ADMIN_PATH and ARTGUIDE_ADMIN_PATH: see app/config/adminPaths.ts. */
declare const __ADMIN_PATH__: string;
declare const __ARTGUIDE_ADMIN_PATH__: string;
/** This build's id (BUILD_ID of the build environment, else the build's time): part of the edge-cache key. */
declare const __BUILD_ID__: string;
