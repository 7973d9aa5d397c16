import { chosenOptionIds, groupIsFull, missingChoice, priceWithChoices, withOption, type ChoiceGroup } from "./option-choices";

const portion: ChoiceGroup = {
  id: "g1",
  name: "Portion",
  minChoices: 1,
  maxChoices: 1,
  options: [
    { id: "half", extraPrice: 0, isAvailable: true },
    { id: "full", extraPrice: 120, isAvailable: true },
  ],
};
const extras: ChoiceGroup = {
  id: "g2",
  name: "Extras",
  minChoices: 0,
  maxChoices: 2,
  options: [
    { id: "raita", extraPrice: 20, isAvailable: true },
    { id: "egg", extraPrice: 15.5, isAvailable: false },
    { id: "salan", extraPrice: 10, isAvailable: true },
    { id: "papad", extraPrice: 5, isAvailable: true },
  ],
};
const groups = [portion, extras];

describe("option choices", () => {
  it("picks one portion at a time", () => {
    const half = withOption({}, portion, "half", true);
    expect(withOption(half, portion, "full", true)).toEqual({ g1: ["full"] });
  });

  it("ticks extras up to maxChoices and never a sold-out one", () => {
    let choices = withOption({}, extras, "egg", true);
    expect(choices).toEqual({});
    choices = withOption(withOption(choices, extras, "raita", true), extras, "salan", true);
    expect(groupIsFull(choices, extras)).toBe(true);
    expect(withOption(choices, extras, "papad", true)).toBe(choices);
    const unticked = withOption(choices, extras, "raita", false);
    expect(unticked).toEqual({ g2: ["salan"] });
    expect(groupIsFull(unticked, extras)).toBe(false);
  });

  it("names the first group short of its minimum", () => {
    expect(missingChoice(groups, { g2: ["raita"] })?.name).toBe("Portion");
    expect(missingChoice(groups, { g1: ["full"] })).toBeNull();
  });

  it("adds the chosen extras to the price in whole paise", () => {
    const choices = { g1: ["full"], g2: ["raita"] };
    expect(priceWithChoices(180, groups, choices)).toBe(320);
    expect(priceWithChoices(0.1, [extras], { g2: ["papad"] })).toBe(5.1);
    expect(priceWithChoices(180, groups, {})).toBe(180);
  });

  it("sends the ids in the menu's order whatever order they were ticked in", () => {
    expect(chosenOptionIds(groups, { g2: ["salan", "raita"], g1: ["full"] })).toEqual(["full", "raita", "salan"]);
  });
});
