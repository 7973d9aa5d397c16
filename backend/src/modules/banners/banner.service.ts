import { isUUID } from "class-validator";
import type { DataSource, EntityManager } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { lockUntilCommit } from "../../db/transaction-lock-sql";
import type { AuditTrail } from "../audit/audit-trail";
import type { UploadService } from "../uploads/upload.service";
import { auditedBanner, auditedBannerOrder, CAROUSEL_AUDIT_ID } from "./banner-audit";
import { Banner } from "./banner.entity";
import { MAX_BANNERS, type AddBannerArgs } from "./banner.inputs";

export const BANNER_MESSAGES = {
  notFound: "Banner not found",
  imageNotStored: "This image is not stored here any more. Please upload it again.",
  limit: `The carousel can hold at most ${MAX_BANNERS} banners. Delete one first.`,
  reorderSet: "Send every current banner exactly once to reorder them. Reload the list and try again.",
  deleted: "Feature image deleted successfully",
} as const;

export interface BannerServiceDeps {
  dataSource: DataSource;
  uploads: UploadService;
  audit: AuditTrail;
}

const ORDER = { position: "ASC", createdAt: "ASC", id: "ASC" } as const;

export class BannerService {
  constructor(private readonly deps: BannerServiceDeps) {}

  /** The carousel, in order: by position, then oldest first. Public. */
  list(_ctx: RequestContext): Promise<Banner[]> {
    return this.deps.dataSource.getRepository(Banner).find({ order: ORDER, take: MAX_BANNERS });
  }

  /** Adds a picture at the end of the carousel. */
  async add(ctx: RequestContext, input: AddBannerArgs): Promise<Banner> {
    requireRole(ctx, "ADMIN");
    const image = input.image.trim();
    if (this.deps.uploads.ownImageFile(image) && !(await this.deps.uploads.isStoredImage(image))) {
      throw new AppError("BAD_USER_INPUT", BANNER_MESSAGES.imageNotStored);
    }
    return this.deps.dataSource.transaction(async (tx) => {
      await lockBanners(tx);
      const repo = tx.getRepository(Banner);
      const { count, last } = await repo
        .createQueryBuilder("banner")
        .select("COUNT(*)::int", "count")
        .addSelect("COALESCE(MAX(banner.position), -1)", "last")
        .getRawOne<{ count: number; last: number }>()
        .then((row) => row ?? { count: 0, last: -1 });
      if (count >= MAX_BANNERS) throw new AppError("CONFLICT", BANNER_MESSAGES.limit);
      const banner = await repo.save(repo.create({ image, position: Number(last) + 1 }));
      await this.deps.audit.record(tx, ctx, {
        action: "addBanner",
        entityType: "BANNER",
        entityId: banner.id,
        // A banner is a picture: it has no name but its id.
        entityName: null,
        before: null,
        after: auditedBanner(banner),
      });
      return banner;
    });
  }

  /** Removes a banner; its picture goes too when it is one of ours and nothing else shows it. */
  async delete(ctx: RequestContext, id: string): Promise<Banner> {
    requireRole(ctx, "ADMIN");
    if (!isUUID(id)) throw new AppError("NOT_FOUND", BANNER_MESSAGES.notFound);
    const banner = await this.deps.dataSource.transaction(async (tx) => {
      await lockBanners(tx);
      const repo = tx.getRepository(Banner);
      const found = await repo.findOneBy({ id });
      if (!found) throw new AppError("NOT_FOUND", BANNER_MESSAGES.notFound);
      await repo.delete({ id });
      await this.deps.audit.record(tx, ctx, {
        action: "deleteBanner",
        entityType: "BANNER",
        entityId: id,
        entityName: null,
        before: auditedBanner(found),
        after: null,
      });
      return found;
    });
    await this.deps.uploads.removeIfUnused(banner.image);
    return banner;
  }

  /** Rewrites every position in one transaction; `ids` must be exactly the current banners. */
  async reorder(ctx: RequestContext, ids: string[]): Promise<Banner[]> {
    requireRole(ctx, "ADMIN");
    return this.deps.dataSource.transaction(async (tx) => {
      await lockBanners(tx);
      const repo = tx.getRepository(Banner);
      const current = await repo.find({ select: { id: true }, order: ORDER });
      const currentIds = new Set(current.map((banner) => banner.id));
      const sameSet = ids.length === currentIds.size && new Set(ids).size === ids.length && ids.every((id) => currentIds.has(id));
      if (!sameSet) throw new AppError("BAD_USER_INPUT", BANNER_MESSAGES.reorderSet);
      if (ids.length > 0) {
        // One statement whatever the number of banners: each takes its index in `ids`.
        await repo
          .createQueryBuilder()
          .update()
          .set({ position: () => "array_position(CAST(:ids AS uuid[]), id) - 1" })
          .where("id = ANY(CAST(:ids AS uuid[]))")
          .setParameters({ ids })
          .execute();
      }
      await this.deps.audit.record(tx, ctx, {
        action: "reorderBanners",
        entityType: "BANNER",
        entityId: CAROUSEL_AUDIT_ID,
        entityName: null,
        before: auditedBannerOrder(current.map((banner) => banner.id)),
        after: auditedBannerOrder(ids),
      });
      return repo.find({ order: ORDER });
    });
  }
}

/** Serialises banner writes, so a count, a max(position) or "the current set" stays true until commit. */
const lockBanners = (tx: EntityManager) => lockUntilCommit(tx, "ruchi:banners");
