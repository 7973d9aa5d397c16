import type { AuditSnapshot } from "../audit/audit-changes";
import type { Banner } from "./banner.entity";

/** A banner's fields as the audit trail keeps them (docs/architecture.md#audit-trail): its picture and place. */
export const auditedBanner = (banner: Pick<Banner, "image" | "position">): AuditSnapshot => ({
  image: banner.image,
  position: banner.position,
});

/**
 * The carousel's order, the thing reorderBanners changes: one entry whatever the number of
 * banners, under this name, listing the banners' ids in order before and after.
 */
export const CAROUSEL_AUDIT_ID = "CAROUSEL";
export const auditedBannerOrder = (ids: readonly string[]): AuditSnapshot => ({ order: [...ids] });
