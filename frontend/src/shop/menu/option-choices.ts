/**
 * What a person has chosen in the option sheet, and the rules the sheet follows before asking the
 * server (which judges again and computes the price: docs/architecture.md#cart). A group with
 * minChoices 1 and maxChoices 1 is a portion, picked with radio buttons; any other group is a set
 * of checkboxes of which at most maxChoices may be ticked.
 */
export interface ChoiceOption {
  id: string;
  extraPrice: number;
  isAvailable: boolean;
}

export interface ChoiceGroup {
  id: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  options: readonly ChoiceOption[];
}

/** The chosen option ids, by group id. */
export type Choices = Readonly<Record<string, readonly string[]>>;

export const isSingleChoice = (group: ChoiceGroup) => group.minChoices === 1 && group.maxChoices === 1;

/** The group's choices once an option is ticked (or picked) or unticked; a sold-out option never is. */
export function withOption(choices: Choices, group: ChoiceGroup, optionId: string, picked: boolean): Choices {
  const option = group.options.find((candidate) => candidate.id === optionId);
  const current = choices[group.id] ?? [];
  if (!picked) return { ...choices, [group.id]: current.filter((id) => id !== optionId) };
  if (!option?.isAvailable || current.includes(optionId)) return choices;
  if (isSingleChoice(group)) return { ...choices, [group.id]: [optionId] };
  if (current.length >= group.maxChoices) return choices;
  return { ...choices, [group.id]: [...current, optionId] };
}

/** Whether another option of the group can still be ticked (its checkboxes turn off at maxChoices). */
export const groupIsFull = (choices: Choices, group: ChoiceGroup) =>
  !isSingleChoice(group) && (choices[group.id]?.length ?? 0) >= group.maxChoices;

/** The first group still short of its minChoices, named in the sheet's "Choose …" text; null when none. */
export function missingChoice<G extends ChoiceGroup>(groups: readonly G[], choices: Choices): G | null {
  return groups.find((group) => (choices[group.id]?.length ?? 0) < group.minChoices) ?? null;
}

/** The ids to send with addToCart, in the menu's order of groups and options. */
export function chosenOptionIds(groups: readonly ChoiceGroup[], choices: Choices): string[] {
  return groups.flatMap((group) => group.options.filter((option) => choices[group.id]?.includes(option.id)).map((option) => option.id));
}

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** One unit's price with the chosen extras, for the button only (the cart shows the server's). */
export function priceWithChoices(price: number, groups: readonly ChoiceGroup[], choices: Choices): number {
  const extras = groups
    .flatMap((group) => group.options.filter((option) => choices[group.id]?.includes(option.id)))
    .reduce((sum, option) => sum + toPaise(option.extraPrice), 0);
  return (toPaise(price) + extras) / 100;
}
