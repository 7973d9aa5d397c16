import { randomBytes, randomUUID } from "node:crypto";
import { access, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireRole } from "../../common/access";
import { AppError } from "../../common/errors";
import type { Logger } from "../../common/logger";
import type { RequestContext } from "../../common/request-context";
import { runSql } from "../../db/sql-query";
import { encodeAsWebp } from "./image-encoder";
import { sniffImageFormat } from "./image-format";
import { imageInUseSql } from "./image-references-sql";
import { ImagePurpose, type UploadedImage } from "./upload.types";
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES } from "./upload-rules";

/**
 * Where the uploaded bytes come from. A function, so that the service checks who is asking (and
 * what about) before a single byte of the file is read: each adapter runs its own multipart
 * parser (graphql-upload-source.ts, rest/admin-uploads.router.ts), reading at most
 * MAX_UPLOAD_BYTES + 1 bytes, and answers its errors in the app's terms.
 */
export type ImageSource = () => Promise<Buffer>;

/** "/uploads/<file>": the URLs of pictures this server stores. One path segment, so never outside uploadDir. */
const OWN_IMAGE_URL = /^\/uploads\/([A-Za-z0-9][A-Za-z0-9._-]{0,200})$/;

export interface UploadServiceDeps {
  dataSource: DataSource;
  uploadDir: string;
  logger: Logger;
}

export class UploadService {
  constructor(private readonly deps: UploadServiceDeps) {}

  /** Stores one admin-uploaded picture: sniffed, re-encoded as WebP, under a generated name. */
  async uploadImage(ctx: RequestContext, purpose: ImagePurpose, source: ImageSource): Promise<UploadedImage> {
    requireRole(ctx, "ADMIN");
    return this.store(purpose, await this.receive(source));
  }

  /**
   * The legacy /restaurants/{id}/upload-image: the same upload for an existing restaurant. The
   * restaurant row is left alone; the client saves the URL with its edit call.
   */
  async uploadRestaurantImage(ctx: RequestContext, restaurantId: string, source: ImageSource): Promise<UploadedImage> {
    requireRole(ctx, "ADMIN");
    const restaurant = isUUID(restaurantId) ? await ctx.loaders.restaurantById.load(restaurantId) : null;
    if (!restaurant) throw new AppError("NOT_FOUND", "Restaurant not found");
    return this.store(ImagePurpose.RESTAURANT, await this.receive(source));
  }

  /** The file behind one of our /uploads/ URLs, or null for any other URL. */
  ownImageFile(url: string): string | null {
    const match = OWN_IMAGE_URL.exec(url);
    return match ? path.join(this.deps.uploadDir, match[1]!) : null;
  }

  /** Whether the URL names a picture this server has stored. */
  async isStoredImage(url: string): Promise<boolean> {
    const file = this.ownImageFile(url);
    return (
      file !== null &&
      (await access(file).then(
        () => true,
        () => false,
      ))
    );
  }

  /**
   * Deletes one of our stored pictures once nothing names it any more. Best effort: the row that
   * used it is already gone, so a failure here is logged, never shown.
   */
  async removeIfUnused(url: string): Promise<boolean> {
    const file = this.ownImageFile(url);
    if (!file) return false;
    try {
      const [row] = await runSql<{ used: boolean }>(this.deps.dataSource, imageInUseSql(url));
      if (row?.used) return false;
      await rm(file, { force: true });
      return true;
    } catch (error) {
      this.deps.logger.warn({ err: error, url }, "could not remove an unused upload");
      return false;
    }
  }

  private async receive(source: ImageSource): Promise<Buffer> {
    const bytes = await source();
    if (bytes.length > MAX_UPLOAD_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooLarge);
    return bytes;
  }

  private async store(purpose: ImagePurpose, bytes: Buffer): Promise<UploadedImage> {
    if (!sniffImageFormat(bytes)) throw new AppError("UNSUPPORTED_FILE", UPLOAD_MESSAGES.unsupported);
    const image = await encodeAsWebp(bytes);
    const name = `${purpose}-${randomUUID()}.webp`;
    const target = path.join(this.deps.uploadDir, name);
    // Written under a hidden temporary name, then renamed: /uploads never serves half a file
    // (express.static ignores dotfiles).
    const temporary = path.join(this.deps.uploadDir, `.${name}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await writeFile(temporary, image.data, { flag: "wx" });
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
    return { url: `/uploads/${name}`, width: image.width, height: image.height, bytes: image.data.length };
  }
}
