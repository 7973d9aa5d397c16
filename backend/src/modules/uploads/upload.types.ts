import { Field, Int, ObjectType, registerEnumType } from "type-graphql";

/** What a picture is for; it names the stored file (e.g. banner-<uuid>.webp) for whoever reads the folder. */
export enum ImagePurpose {
  RESTAURANT = "restaurant",
  MENU_ITEM = "menu-item",
  BANNER = "banner",
}
registerEnumType(ImagePurpose, { name: "ImagePurpose", description: "What an uploaded picture is for" });

@ObjectType({ description: "A stored picture: re-encoded as WebP, served from /uploads with a one-year cache" })
export class UploadedImage {
  @Field(() => String, { description: "Path to store on the restaurant, menu item or banner, e.g. /uploads/banner-<uuid>.webp" })
  url!: string;

  @Field(() => Int)
  width!: number;

  @Field(() => Int)
  height!: number;

  @Field(() => Int, { description: "Size of the stored file" })
  bytes!: number;
}
