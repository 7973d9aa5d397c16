import { choiceCountProblem, newPortionGroup, optionGroupsToValues, toOptionGroupInputs } from "./menu-item-options-values";

const saved = [
  {
    id: "g1",
    name: "Portion",
    minChoices: 1,
    maxChoices: 1,
    options: [
      { id: "o1", name: "Half", extraPrice: 0, isAvailable: true },
      { id: "o2", name: "Full", extraPrice: 120, isAvailable: false },
    ],
  },
];

describe("the Options section's values", () => {
  it("sends back the saved ids and none for what is new, names trimmed", () => {
    const values = optionGroupsToValues(saved);
    values[0]!.options.push({ id: null, name: "  Family pack ", extraPrice: 300, isAvailable: true });
    values.push({ ...newPortionGroup(), name: " Spice ", options: [{ id: null, name: "Mild", extraPrice: null, isAvailable: true }] });
    expect(toOptionGroupInputs(values)).toEqual([
      {
        id: "g1",
        name: "Portion",
        minChoices: 1,
        maxChoices: 1,
        options: [
          { id: "o1", name: "Half", extraPrice: 0, isAvailable: true },
          { id: "o2", name: "Full", extraPrice: 120, isAvailable: false },
          { name: "Family pack", extraPrice: 300, isAvailable: true },
        ],
      },
      { name: "Spice", minChoices: 1, maxChoices: 1, options: [{ name: "Mild", extraPrice: 0, isAvailable: true }] },
    ]);
  });

  it("never changes the saved groups it was filled from", () => {
    const values = optionGroupsToValues(saved);
    values[0]!.options[0]!.name = "Small";
    expect(saved[0]!.options[0]!.name).toBe("Half");
  });

  it("holds the counts to min ≤ max ≤ the number of options", () => {
    const options = optionGroupsToValues(saved)[0]!.options;
    expect(choiceCountProblem({ minChoices: 1, maxChoices: 1, options })).toBeNull();
    expect(choiceCountProblem({ minChoices: 2, maxChoices: 1, options })).toBe("minAboveMax");
    expect(choiceCountProblem({ minChoices: 0, maxChoices: 3, options })).toBe("maxAboveOptions");
  });
});
