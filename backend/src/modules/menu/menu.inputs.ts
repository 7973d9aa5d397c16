import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import {
  ArrayMaxSize,
  IsBoolean,
  IsDefined,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Length,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from "class-validator";
import { SingleLine } from "../../common/control-characters";
import { NumberWithin, Required, Rupees } from "../../common/validation";
import { rules } from "../../common/compose-decorators";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE } from "../../common/paging";
import { IMAGE_MESSAGE, IsImageUrl } from "../uploads/image-url";
import { CoordinatesArgs } from "../geo/geo.inputs";
import { TIME_OF_DAY } from "../restaurants/time-of-day";
import { MENU_CATEGORY_IDS, type MenuCategory } from "./menu-category";
import { MenuCategoryEnum } from "./menu-category.enum";

const CATEGORY_MESSAGE = `Category must be one of ${MENU_CATEGORY_IDS.join(", ")}`;

const price = (label: string) => rules(IsDefined({ message: `${label} is required` }), Rupees(label, { min: 1, max: 100_000 }));

/** Each field's rules, once, for both the create and the update input. No discount: it is computed. */
const Rule = {
  name: () => rules(Required("Name"), IsString(), Length(2, 120, { message: "Name must be 2 to 120 characters long" }), SingleLine("Name")),
  description: () => rules(IsString(), MaxLength(2000, { message: "Description must be at most 2000 characters" })),
  image: () => rules(IsString({ message: IMAGE_MESSAGE }), MaxLength(2048, { message: IMAGE_MESSAGE }), IsImageUrl()),
  originalPrice: () => price("Original price"),
  offerPrice: () => price("Offer price"),
  isVeg: () => rules(IsDefined({ message: "Veg or non-veg is required" }), IsBoolean({ message: "isVeg must be true or false" })),
  category: () => rules(IsDefined({ message: "Category is required" }), IsIn(MENU_CATEGORY_IDS, { message: CATEGORY_MESSAGE })),
  ingredients: () => rules(IsString(), MaxLength(1000, { message: "Ingredients must be at most 1000 characters" })),
  preparationTime: () =>
    rules(IsString(), MaxLength(40, { message: "Preparation time must be at most 40 characters" }), SingleLine("Preparation time")),
  rating: () => NumberWithin(0, 5, "Rating must be from 0 to 5"),
  isAvailable: () => IsBoolean({ message: "isAvailable must be true or false" }),
};

/**
 * The hours of the day an item is served, the same field in both inputs: HH:MM, or "" to clear
 * (with the other one); both or neither, checked by the service (menu-item-window-changes.ts).
 */
const windowTime = (label: string) =>
  rules(
    Field(() => String, { nullable: true, description: "HH:MM in India, with the other one (tiffins 06:00–11:30); both empty: all day" }),
    IsOptional(),
    IsString(),
    ValidateIf((_input, value) => value !== ""),
    Matches(TIME_OF_DAY, { message: `${label} must be in HH:MM format` }),
  );

@InputType({ description: "A new menu item; prices in rupees. The discount is computed from the prices." })
export class MenuItemInput {
  @Field(() => String) @Rule.name() name!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.description() description?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.image() image?: string;
  @Field(() => Float, { description: "Rupees" }) @Rule.originalPrice() originalPrice!: number;
  @Field(() => Float, { nullable: true, description: "Rupees; the original price when not given" })
  @IsOptional()
  @Rule.offerPrice()
  offerPrice?: number;
  @Field(() => Boolean) @Rule.isVeg() isVeg!: boolean;
  @Field(() => MenuCategoryEnum) @Rule.category() category!: MenuCategory;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.ingredients() ingredients?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.preparationTime() preparationTime?: string;
  @Field(() => Float, { nullable: true, description: "4.0 when not given" }) @IsOptional() @Rule.rating() rating?: number;
  @Field(() => Boolean, { nullable: true, description: "true when not given" }) @IsOptional() @Rule.isAvailable() isAvailable?: boolean;
  @windowTime("Available from") availableFrom?: string;
  @windowTime("Available until") availableUntil?: string;
}

@InputType({ description: "The fields to change; the others keep their values" })
export class MenuItemUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.name() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.description() description?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.image() image?: string;
  @Field(() => Float, { nullable: true, description: "Rupees" }) @IsOptional() @Rule.originalPrice() originalPrice?: number;
  @Field(() => Float, { nullable: true, description: "Rupees" }) @IsOptional() @Rule.offerPrice() offerPrice?: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rule.isVeg() isVeg?: boolean;
  @Field(() => MenuCategoryEnum, { nullable: true }) @IsOptional() @Rule.category() category?: MenuCategory;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.ingredients() ingredients?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.preparationTime() preparationTime?: string;
  @Field(() => Float, { nullable: true }) @IsOptional() @Rule.rating() rating?: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rule.isAvailable() isAvailable?: boolean;
  @windowTime("Available from") availableFrom?: string;
  @windowTime("Available until") availableUntil?: string;
}

@InputType({ description: "Menu filters; a missing value or empty list means no filter" })
export class MenuFilterInput {
  @Field(() => Boolean, { nullable: true, description: "true: veg only; false: non-veg only" })
  @IsOptional()
  @IsBoolean({ message: "isVeg must be true or false" })
  isVeg?: boolean;

  @Field(() => [MenuCategoryEnum], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(MENU_CATEGORY_IDS.length, { message: CATEGORY_MESSAGE })
  @IsIn(MENU_CATEGORY_IDS, { each: true, message: CATEGORY_MESSAGE })
  categories?: MenuCategory[];
}

@ArgsType()
export class SearchMenuItemsArgs extends CoordinatesArgs {
  @Field(() => String, { description: "Longer than 3 characters once trimmed; matched literally, any case" })
  @IsString()
  @MaxLength(100, { message: "Search keyword must be at most 100 characters" })
  keyword!: string;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` })
  @IsInt({ message: PAGE_SIZE_MESSAGE })
  @Min(1, { message: PAGE_SIZE_MESSAGE })
  @Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE })
  limit: number = DEFAULT_PAGE_SIZE;
}
