import type { MenuOptionGroupInput } from "../../gql/graphql";

/** The server's limits for an item's option groups (backend menu/menu-option-limits.ts). */
export const OPTION_LIMITS = { groupsMax: 8, optionsMax: 20, nameMax: 60, extraPriceMax: 10_000 } as const;

/** One option as the Options section's form holds it; id null until the server has saved it. */
export interface OptionFormValues {
  id: string | null;
  name: string;
  extraPrice: number | null;
  isAvailable: boolean;
}

export interface OptionGroupFormValues {
  id: string | null;
  name: string;
  minChoices: number | null;
  maxChoices: number | null;
  options: OptionFormValues[];
}

interface SavedGroup {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly { id: string; name: string; extraPrice: number; isAvailable: boolean }[];
}

/** The form's groups from the item's saved ones (ids kept, so saving keeps each option's identity). */
export function optionGroupsToValues(groups: readonly SavedGroup[]): OptionGroupFormValues[] {
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    minChoices: group.minChoices,
    maxChoices: group.maxChoices,
    options: group.options.map((option) => ({ ...option })),
  }));
}

/** A new group as "Add a portion choice" starts it: pick exactly one of two options. */
export const newPortionGroup = (): OptionGroupFormValues => ({
  id: null,
  name: "",
  minChoices: 1,
  maxChoices: 1,
  options: [newOption(), newOption()],
});

/** A new group of extras: any of them, none needed. */
export const newExtrasGroup = (): OptionGroupFormValues => ({ id: null, name: "", minChoices: 0, maxChoices: 1, options: [newOption()] });

export const newOption = (): OptionFormValues => ({ id: null, name: "", extraPrice: 0, isAvailable: true });

/**
 * What setMenuItemOptions is sent: every group in the form's order (a group or option left out
 * is removed by the server), an id only for what the server already has, names trimmed.
 */
export function toOptionGroupInputs(groups: readonly OptionGroupFormValues[]): MenuOptionGroupInput[] {
  return groups.map((group) => ({
    ...(group.id ? { id: group.id } : {}),
    name: group.name.trim(),
    minChoices: group.minChoices ?? 0,
    maxChoices: group.maxChoices ?? 1,
    options: group.options.map((option) => ({
      ...(option.id ? { id: option.id } : {}),
      name: option.name.trim(),
      extraPrice: option.extraPrice ?? 0,
      isAvailable: option.isAvailable,
    })),
  }));
}

/** The group's counts as the server requires them: min ≤ max ≤ the number of options; null when they hold. */
export function choiceCountProblem(
  group: Pick<OptionGroupFormValues, "minChoices" | "maxChoices" | "options">,
): "minAboveMax" | "maxAboveOptions" | null {
  const min = group.minChoices ?? 0;
  const max = group.maxChoices ?? 0;
  if (min > max) return "minAboveMax";
  if (max > group.options.length) return "maxAboveOptions";
  return null;
}
