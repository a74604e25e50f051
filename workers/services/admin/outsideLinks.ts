import { type OutsideLinks, outsideAddress } from "#machines/rules/admin/adminGuide";
import type { AppConfig } from "#workers/config";

/** The outside systems of the admin menus, each with its configured http(s) address, or null to hide it. */
export function outsideLinks(config: Pick<AppConfig, "instagramAdminUrl" | "cmsUrl" | "crmUrl">): OutsideLinks {
  return {
    instagram: outsideAddress(config.instagramAdminUrl),
    CMS: outsideAddress(config.cmsUrl),
    CRM: outsideAddress(config.crmUrl),
  };
}
