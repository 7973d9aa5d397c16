import { isURL, ValidateBy } from "class-validator";

export const IMAGE_MESSAGE = "Image must be an uploaded image (/uploads/...) or an http(s) URL";

/** One of our uploads: a single path segment under /uploads, so never anything else on disk. */
const OWN_UPLOAD = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An uploaded file (/uploads/<name>), an absolute http(s) URL, or nothing (""). No javascript:, data: or ../. */
export const isImageUrl = (value: unknown): boolean =>
  typeof value === "string" &&
  (value === "" ||
    OWN_UPLOAD.test(value) ||
    isURL(value, { protocols: ["http", "https"], require_protocol: true, require_valid_protocol: true, allow_underscores: true }));

export const IsImageUrl = () =>
  ValidateBy({ name: "isImageUrl", validator: { validate: isImageUrl, defaultMessage: () => IMAGE_MESSAGE } });

/** What a service needs to tidy up pictures nothing names any more (upload.service.ts). */
export interface ImageJanitor {
  removeIfUnused(url: string): Promise<boolean>;
}
