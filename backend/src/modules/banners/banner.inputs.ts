import { ArrayMaxSize, IsString, MaxLength, ValidateBy, isURL } from "class-validator";
import { ArgsType, Field, ID } from "type-graphql";
import { Required } from "../../common/validation";

/** The carousel holds at most this many pictures: the public list stays small without paging. */
export const MAX_BANNERS = 50;

export const BANNER_IMAGE_MESSAGE = "Image must be an uploaded image (/uploads/...) or an http(s) URL";

const OWN_UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Our own /uploads/ path, or an absolute http(s) URL with a real host; nothing else (no javascript:, data:, ../). */
export const isBannerImageUrl = (value: unknown): boolean =>
  typeof value === "string" &&
  (OWN_UPLOAD_PATH.test(value) ||
    isURL(value, { protocols: ["http", "https"], require_protocol: true, require_valid_protocol: true, allow_underscores: true }));

const IsBannerImageUrl = () =>
  ValidateBy({ name: "isBannerImageUrl", validator: { validate: isBannerImageUrl, defaultMessage: () => BANNER_IMAGE_MESSAGE } });

@ArgsType()
export class AddBannerArgs {
  @Field(() => String, { description: "An image uploaded with uploadImage (its url) or an absolute http(s) URL" })
  @IsString({ message: BANNER_IMAGE_MESSAGE })
  @MaxLength(2048, { message: "Image URL must be at most 2048 characters" })
  @IsBannerImageUrl()
  @Required("Image")
  image!: string;
}

@ArgsType()
export class ReorderBannersArgs {
  @Field(() => [ID], { description: "Every banner's id exactly once, in the new carousel order" })
  @IsString({ each: true })
  @ArrayMaxSize(MAX_BANNERS)
  ids!: string[];
}
