import type { AuditSnapshot } from "../audit/audit-changes";
import type { MenuItemColumns } from "./menu-item-changes";
import type { MenuItem } from "./menu-item.entity";
import type { MenuOptionGroup } from "./menu-option-group.entity";
import type { MenuOption } from "./menu-option.entity";

type AuditedOptionGroup = Pick<MenuOptionGroup, "name" | "minChoices" | "maxChoices"> & {
  options: readonly Pick<MenuOption, "name" | "extraPricePaise" | "isAvailable">[];
};

export type AuditedMenuItemFields = MenuItemColumns & Pick<MenuItem, "restaurantId">;

/** A menu item's fields as the audit trail keeps them (docs/architecture.md#audit-trail): all of it, money in paise. */
export const auditedMenuItem = (item: AuditedMenuItemFields): AuditSnapshot => ({
  restaurantId: item.restaurantId,
  name: item.name,
  description: item.description,
  image: item.image,
  originalPricePaise: item.originalPricePaise,
  offerPricePaise: item.offerPricePaise,
  isVeg: item.isVeg,
  category: item.category,
  ingredients: item.ingredients,
  preparationTime: item.preparationTime,
  rating: item.rating,
  isAvailable: item.isAvailable,
  availableFrom: item.availableFrom,
  availableUntil: item.availableUntil,
});

/**
 * An item's choices as the trail keeps them, in the admin's order: each group as [name, minChoices,
 * maxChoices], each option as [its group's name, name, extraPricePaise, isAvailable]. Values, not
 * sentences: the admin page shows them in the reader's language.
 */
export const auditedMenuOptions = (groups: readonly AuditedOptionGroup[]): AuditSnapshot => ({
  optionGroups: groups.map((group) => [group.name, group.minChoices, group.maxChoices]),
  options: groups.flatMap((group) => group.options.map((option) => [group.name, option.name, option.extraPricePaise, option.isAvailable])),
});
