import type { MenuCategory, MenuItemInput, MenuItemUpdateInput } from "../../gql/graphql";

/** The server's rules for a menu item (backend menu/menu.inputs.ts), with the same limits. */
export const MENU_ITEM_LIMITS = {
  nameMin: 2,
  nameMax: 120,
  descriptionMax: 2000,
  priceMin: 1,
  priceMax: 100_000,
  ingredientsMax: 1000,
  preparationTimeMax: 40,
  ratingMin: 0,
  ratingMax: 5,
} as const;

/** What the sheet's form holds; null while a box or choice is still empty. */
export interface MenuItemFormValues {
  image: string;
  name: string;
  description: string;
  originalPrice: number | null;
  offerPrice: number | null;
  isVeg: boolean | null;
  category: MenuCategory | null;
  ingredients: string;
  preparationTime: string;
  rating: number | null;
  isAvailable: boolean | null;
  /** The time of day it is served, "HH:MM" both or "" both (all day). */
  availableFrom: string;
  availableUntil: string;
}

export interface EditableMenuItem {
  image: string;
  name: string;
  description: string;
  originalPrice: number;
  offerPrice: number;
  isVeg: boolean;
  category: MenuCategory;
  ingredients: string;
  preparationTime: string;
  rating: number;
  isAvailable: boolean;
  availableFrom: string | null;
  availableUntil: string | null;
}

/** The spec's list of fields that must all be filled before an item can be added. */
export const MENU_ITEM_FIELDS = [
  "image",
  "name",
  "description",
  "originalPrice",
  "offerPrice",
  "isVeg",
  "category",
  "ingredients",
  "preparationTime",
  "rating",
  "isAvailable",
] as const satisfies readonly (keyof MenuItemFormValues)[];

/** Add mode starts empty: every choice, availability included, is the admin's to make. */
export function emptyMenuItemValues(): MenuItemFormValues {
  return {
    image: "",
    name: "",
    description: "",
    originalPrice: null,
    offerPrice: null,
    isVeg: null,
    category: null,
    ingredients: "",
    preparationTime: "",
    rating: null,
    isAvailable: null,
    availableFrom: "",
    availableUntil: "",
  };
}

export function menuItemToValues(item: EditableMenuItem): MenuItemFormValues {
  const { image, name, description, originalPrice, offerPrice, isVeg, category, ingredients, preparationTime, rating, isAvailable } = item;
  return {
    ...{ image, name, description, originalPrice, offerPrice, isVeg, category, ingredients, preparationTime, rating, isAvailable },
    availableFrom: item.availableFrom ?? "",
    availableUntil: item.availableUntil ?? "",
  };
}

const isFilled = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  return true;
};

/** docs/architecture.md#forms: for add, the submit button stays disabled until every field is non-empty. */
export function isMenuItemComplete(values: Partial<MenuItemFormValues> | undefined): boolean {
  if (!values) return false;
  return MENU_ITEM_FIELDS.every((field) => isFilled(values[field]));
}

/** The server refuses an offer above the original price; null when either is still empty. */
export function offerAboveOriginal(values: Pick<MenuItemFormValues, "originalPrice" | "offerPrice">): boolean {
  const { originalPrice, offerPrice } = values;
  return originalPrice !== null && offerPrice !== null && offerPrice > originalPrice;
}

/** A complete, checked form as createMenuItem's input (text trimmed). */
export function toMenuItemInput(values: MenuItemFormValues): MenuItemInput {
  return {
    image: values.image,
    ...toMenuItemUpdate(values),
    name: values.name.trim(),
    originalPrice: values.originalPrice ?? Number.NaN,
    isVeg: values.isVeg ?? false,
    category: values.category ?? ("" as MenuCategory),
  };
}

/**
 * updateMenuItem's input: every field the sheet edits except the picture, which cannot be
 * replaced in edit mode. Empty number boxes and choices are left out (they keep their values).
 */
export function toMenuItemUpdate(values: MenuItemFormValues): MenuItemUpdateInput {
  const update: MenuItemUpdateInput = {
    name: values.name.trim(),
    description: values.description.trim(),
    ingredients: values.ingredients.trim(),
    preparationTime: values.preparationTime.trim(),
    // Both "" clear the window (all day); the server refuses one alone, as the form does.
    availableFrom: values.availableFrom,
    availableUntil: values.availableUntil,
  };
  if (values.originalPrice !== null) update.originalPrice = values.originalPrice;
  if (values.offerPrice !== null) update.offerPrice = values.offerPrice;
  if (values.isVeg !== null) update.isVeg = values.isVeg;
  if (values.category !== null) update.category = values.category;
  if (values.rating !== null) update.rating = values.rating;
  if (values.isAvailable !== null) update.isAvailable = values.isAvailable;
  return update;
}
