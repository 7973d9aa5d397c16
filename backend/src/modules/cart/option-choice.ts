import { AppError } from "../../common/errors";
import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import type { ChosenOptionSnapshot } from "./chosen-option";

export const OPTION_MESSAGES = {
  required: (group: string, item: string, min: number) =>
    min === 1 ? `Please choose ${group} for ${item}.` : `Please choose at least ${min} of ${group} for ${item}.`,
  tooMany: (group: string, max: number) => `Choose at most ${max} of ${group}.`,
  unavailable: (option: string, group: string) => `${option} (${group}) is over right now. Please choose another.`,
  notOfItem: (item: string) => `A choice sent is not one of ${item}'s choices.`,
  removed: (item: string) => `A choice made for ${item} is no longer on the menu. Please choose again.`,
} as const;

/** The options a line chose, as priced now, or why they cannot be ordered. */
export type OptionChoice = { ok: true; chosen: ChosenOptionSnapshot[] } | { ok: false; error: AppError; known: ChosenOptionSnapshot[] };

/**
 * Checks a set of chosen option ids against the item's groups now: every id one of the item's
 * options, every group's minChoices and maxChoices kept, every chosen option available. Adding to
 * the cart, the cart view and placing an order all judge with this, so they never disagree.
 * `unknownIds` says what an id that is not the item's means: a client's mistake when adding,
 * an option removed since when a stored line is read.
 */
export function judgeOptions(
  item: { name: string },
  groups: readonly MenuOptionGroup[],
  optionIds: readonly string[],
  unknownIds: "BAD_USER_INPUT" | "OPTION_UNAVAILABLE",
): OptionChoice {
  const wanted = new Set(optionIds);
  const known: ChosenOptionSnapshot[] = [];
  let error: AppError | null = null;
  const refuse = (next: AppError) => (error ??= next);
  for (const group of groups) {
    const chosen = group.options.filter((option) => wanted.has(option.id));
    for (const option of chosen) {
      wanted.delete(option.id);
      known.push({ id: option.id, name: option.name, groupName: group.name, extraPricePaise: option.extraPricePaise });
    }
    const named = { groupId: group.id, groupName: group.name };
    const over = chosen.find((option) => !option.isAvailable);
    if (over)
      refuse(new AppError("OPTION_UNAVAILABLE", OPTION_MESSAGES.unavailable(over.name, group.name), { ...named, optionId: over.id }));
    if (chosen.length > group.maxChoices) {
      refuse(
        new AppError("TOO_MANY_OPTIONS", OPTION_MESSAGES.tooMany(group.name, group.maxChoices), { ...named, maxChoices: group.maxChoices }),
      );
    }
    if (chosen.length < group.minChoices) {
      refuse(
        new AppError("OPTION_REQUIRED", OPTION_MESSAGES.required(group.name, item.name, group.minChoices), {
          ...named,
          minChoices: group.minChoices,
        }),
      );
    }
  }
  if (wanted.size > 0) {
    const message = unknownIds === "BAD_USER_INPUT" ? OPTION_MESSAGES.notOfItem(item.name) : OPTION_MESSAGES.removed(item.name);
    error = new AppError(unknownIds, message, { optionIds: [...wanted] });
  }
  return error ? { ok: false, error, known } : { ok: true, chosen: known };
}

/** The stored form of a set of choices: distinct ids, sorted, so one set is always one key. */
export const optionKey = (optionIds: readonly string[]): string[] => [...new Set(optionIds)].sort();
