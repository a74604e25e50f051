/** Set by vite.config.ts (and the vitest configs) from ADMIN_PATH and ARTGUIDE_ADMIN_PATH: see app/config/adminPaths.ts. */
declare const __ADMIN_PATH__: string;
declare const __ARTGUIDE_ADMIN_PATH__: string;
