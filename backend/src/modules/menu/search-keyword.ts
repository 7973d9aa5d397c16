import { AppError } from "../../common/errors";
import { MENU_CATEGORIES, MENU_CATEGORY_IDS, type MenuCategory } from "./menu-category";

/** The spec: a keyword must be longer than 3 characters once trimmed. */
export const MIN_KEYWORD_LENGTH = 4;
export const KEYWORD_TOO_SHORT = "Search keyword must be longer than 3 characters";

/** Trimmed, inner runs of spaces made one, lower-cased; BAD_USER_INPUT when too short. */
export function normalizeKeyword(raw: string): string {
  const keyword = raw.trim().replace(/\s+/g, " ").toLowerCase();
  if (keyword.length < MIN_KEYWORD_LENGTH) {
    throw new AppError("BAD_USER_INPUT", KEYWORD_TOO_SHORT, { fields: [{ field: "keyword", messages: [KEYWORD_TOO_SHORT] }] });
  }
  return keyword;
}

/**
 * Categories the keyword names by their label ("Tiffins", "Cool Drinks") or a part of it ("drink"):
 * the home page's tiles search by label, and the stored category is the id ("tiffin"), which the
 * text match alone would miss ("tiffins" is not inside "tiffin").
 */
export function categoriesNamedBy(keyword: string): MenuCategory[] {
  return MENU_CATEGORY_IDS.filter((id) => {
    const label = MENU_CATEGORIES[id].toLowerCase();
    return label === keyword || id.toLowerCase() === keyword || label.includes(keyword);
  });
}
