import type { Banner } from "../modules/banners/banner.entity";

/** A feature image as the legacy /api/common/feature paths answer it (docs/rest-contract.md). */
export function legacyBanner(banner: Banner) {
  return {
    _id: banner.id,
    image: banner.image,
    createdAt: banner.createdAt.toISOString(),
    updatedAt: banner.updatedAt.toISOString(),
  };
}
