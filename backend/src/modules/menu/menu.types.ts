import { Field, ObjectType } from "type-graphql";
import type { MenuCategory } from "./menu-category";
import { MenuCategoryEnum } from "./menu-category.enum";

@ObjectType({ description: "A menu category and the label the shop shows for it" })
export class MenuCategoryOption {
  @Field(() => MenuCategoryEnum)
  id!: MenuCategory;

  @Field(() => String)
  label!: string;
}
