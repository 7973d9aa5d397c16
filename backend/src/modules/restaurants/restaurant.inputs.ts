import { ArgsType, Field, Float, InputType, Int } from "type-graphql";
import {
  ArrayMaxSize,
  IsBoolean,
  IsDefined,
  IsEmail,
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
import { Phone } from "../../common/contact-fields";
import { SingleLine } from "../../common/control-characters";
import { NumberWithin, Required, Rupees } from "../../common/validation";
import { ANDHRA_PRADESH_BOUNDS as AP, OUTSIDE_ANDHRA_PRADESH } from "../geo/andhra-pradesh";
import { CoordinatesArgs } from "../geo/geo.inputs";
import { rules } from "../../common/compose-decorators";
import { IMAGE_MESSAGE, IsImageUrl } from "../uploads/image-url";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PageOffset, PageSize } from "../../common/paging";
import { RESTAURANT_CATEGORIES, type RestaurantCategory } from "./restaurant-category";
import { RestaurantCategoryEnum } from "./restaurant-category.enum";
import { DEFAULT_RESTAURANT_SORT, RESTAURANT_SORT_KEYS, RestaurantSortEnum, type RestaurantSortKey } from "./restaurant-sort";
import { TIME_OF_DAY } from "./time-of-day";

const CATEGORY_MESSAGE = "Category must be veg, non-veg or both";

const number = (label: string, min: number, max: number, message: string) =>
  rules(IsDefined({ message: `${label} is required` }), NumberWithin(min, max, message));
const wholeNumber = (label: string, min: number, max: number, message: string) =>
  rules(IsDefined({ message: `${label} is required` }), IsInt({ message }), Min(min, { message }), Max(max, { message }));

/** Each field's rules, once, for both the create and the update input. */
const Rule = {
  name: () => rules(Required("Name"), IsString(), Length(2, 120, { message: "Name must be 2 to 120 characters long" }), SingleLine("Name")),
  description: () => rules(IsString(), MaxLength(2000, { message: "Description must be at most 2000 characters" })),
  image: () => rules(IsString({ message: IMAGE_MESSAGE }), MaxLength(2048, { message: IMAGE_MESSAGE }), IsImageUrl()),
  email: () =>
    rules(
      ValidateIf((input: { email?: unknown }) => input.email !== ""),
      IsEmail({}, { message: "Enter a valid e-mail address" }),
      MaxLength(254, { message: "Enter a valid e-mail address" }),
    ),
  /** Blank means the restaurant gives no phone (the form's box left empty). */
  phone: () => Phone({ optional: true }),
  address: () => rules(Required("Address"), IsString(), MaxLength(300, { message: "Address must be at most 300 characters" })),
  category: () => rules(IsDefined({ message: "Category is required" }), IsIn(RESTAURANT_CATEGORIES, { message: CATEGORY_MESSAGE })),
  openingTime: () => rules(Required("Opening time"), Matches(TIME_OF_DAY, { message: "Opening time must be in HH:MM format" })),
  closingTime: () => rules(Required("Closing time"), Matches(TIME_OF_DAY, { message: "Closing time must be in HH:MM format" })),
  priceForTwo: () => rules(IsDefined({ message: "Price for two is required" }), Rupees("Price for two", { min: 1, max: 100_000 })),
  /** Up to ₹10,000: a town restaurant's minimum order is a few hundred rupees. */
  minimumOrder: () => Rupees("Minimum order", { max: 10_000 }),
  discount: () => wholeNumber("Discount", 0, 100, "Discount must be a whole percent from 0 to 100"),
  deliveryTime: () => wholeNumber("Delivery time", 1, 300, "Delivery time must be 1 to 300 minutes"),
  rating: () => number("Rating", 0, 5, "Rating must be from 0 to 5"),
  isOpen: () => IsBoolean({ message: "isOpen must be true or false" }),
  latitude: () => number("Location", AP.minLatitude, AP.maxLatitude, OUTSIDE_ANDHRA_PRADESH),
  longitude: () => number("Location", AP.minLongitude, AP.maxLongitude, OUTSIDE_ANDHRA_PRADESH),
  deliveryRadiusKm: () => number("Delivery radius", 0.5, 50, "Delivery radius must be 0.5 to 50 km"),
};

@InputType({ description: "A new restaurant; prices in rupees, times HH:MM in India" })
export class RestaurantInput {
  @Field(() => String) @Rule.name() name!: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.description() description?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.image() image?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.email() email?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.phone() phone?: string;
  @Field(() => String) @Rule.address() address!: string;
  @Field(() => RestaurantCategoryEnum) @Rule.category() category!: RestaurantCategory;
  @Field(() => String) @Rule.openingTime() openingTime!: string;
  @Field(() => String) @Rule.closingTime() closingTime!: string;
  @Field(() => Float, { description: "Rupees" }) @Rule.priceForTwo() priceForTwo!: number;
  @Field(() => Float, { nullable: true, description: "The least items' value of an order, in rupees; 0 (none) when not given" })
  @IsOptional()
  @Rule.minimumOrder()
  minimumOrder?: number;
  @Field(() => Int, { nullable: true, description: "Percent; 0 when not given" }) @IsOptional() @Rule.discount() discount?: number;
  @Field(() => Int, { description: "Minutes" }) @Rule.deliveryTime() deliveryTime!: number;
  @Field(() => Float, { nullable: true, description: "4.0 when not given" }) @IsOptional() @Rule.rating() rating?: number;
  @Field(() => Boolean, { nullable: true, description: "true when not given" }) @IsOptional() @Rule.isOpen() isOpen?: boolean;
  @Field(() => Float) @Rule.latitude() latitude!: number;
  @Field(() => Float) @Rule.longitude() longitude!: number;
  @Field(() => Float) @Rule.deliveryRadiusKm() deliveryRadiusKm!: number;
}

@InputType({ description: "The fields to change; the others keep their values" })
export class RestaurantUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.name() name?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.description() description?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.image() image?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.email() email?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.phone() phone?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.address() address?: string;
  @Field(() => RestaurantCategoryEnum, { nullable: true }) @IsOptional() @Rule.category() category?: RestaurantCategory;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.openingTime() openingTime?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @Rule.closingTime() closingTime?: string;
  @Field(() => Float, { nullable: true, description: "Rupees" }) @IsOptional() @Rule.priceForTwo() priceForTwo?: number;
  @Field(() => Float, { nullable: true, description: "Rupees; 0: none" }) @IsOptional() @Rule.minimumOrder() minimumOrder?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @Rule.discount() discount?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @Rule.deliveryTime() deliveryTime?: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @Rule.rating() rating?: number;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @Rule.isOpen() isOpen?: boolean;
  @Field(() => Float, { nullable: true }) @IsOptional() @Rule.latitude() latitude?: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @Rule.longitude() longitude?: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @Rule.deliveryRadiusKm() deliveryRadiusKm?: number;
}

@InputType({ description: "Listing filters; an empty or missing list means no filter" })
export class RestaurantFilterInput {
  @Field(() => [RestaurantCategoryEnum], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(RESTAURANT_CATEGORIES.length, { message: CATEGORY_MESSAGE })
  @IsIn(RESTAURANT_CATEGORIES, { each: true, message: CATEGORY_MESSAGE })
  categories?: RestaurantCategory[];
}

@ArgsType()
export class NearbyRestaurantsArgs extends CoordinatesArgs {
  @Field(() => RestaurantFilterInput, { nullable: true })
  filter?: RestaurantFilterInput;

  @Field(() => RestaurantSortEnum, { defaultValue: DEFAULT_RESTAURANT_SORT })
  @IsIn(RESTAURANT_SORT_KEYS, { message: `Sort by must be one of ${RESTAURANT_SORT_KEYS.join(", ")}` })
  sort: RestaurantSortKey = DEFAULT_RESTAURANT_SORT;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` })
  @PageSize()
  limit: number = DEFAULT_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 0 })
  @PageOffset()
  offset: number = 0;
}

@ArgsType()
export class AdminRestaurantsArgs {
  @Field(() => String, { nullable: true, description: "Part of the name or address, any case" })
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: "Search must be at most 100 characters" })
  search?: string;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` })
  @PageSize()
  limit: number = DEFAULT_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 0 })
  @PageOffset()
  offset: number = 0;
}
