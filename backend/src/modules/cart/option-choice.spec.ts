import type { MenuOptionGroup } from "../menu/menu-option-group.entity";
import { judgeOptions, optionKey } from "./option-choice";

const option = (id: string, name: string, extraPricePaise: number, isAvailable = true) => ({ id, name, extraPricePaise, isAvailable });
const groups = [
  { id: "g1", name: "Portion", minChoices: 1, maxChoices: 1, options: [option("half", "Half", 0), option("full", "Full", 12000)] },
  {
    id: "g2",
    name: "Extras",
    minChoices: 0,
    maxChoices: 2,
    options: [option("raita", "Extra raita", 2000), option("egg", "Egg", 1500, false), option("onion", "Onion", 500)],
  },
] as unknown as MenuOptionGroup[];
const biryani = { name: "Chicken Biryani" };

describe("judging a line's choices", () => {
  it("answers the chosen options in the menu's order, whatever order they were sent in", () => {
    expect(judgeOptions(biryani, groups, ["raita", "full"], "BAD_USER_INPUT")).toEqual({
      ok: true,
      chosen: [
        { id: "full", name: "Full", groupName: "Portion", extraPricePaise: 12000 },
        { id: "raita", name: "Extra raita", groupName: "Extras", extraPricePaise: 2000 },
      ],
    });
  });

  it("names the group whose rule a choice breaks", () => {
    const refusal = (ids: string[], unknownIds: "BAD_USER_INPUT" | "OPTION_UNAVAILABLE" = "BAD_USER_INPUT") => {
      const choice = judgeOptions(biryani, groups, ids, unknownIds);
      return choice.ok ? null : [choice.error.code, choice.error.details?.groupName ?? null, choice.error.message];
    };
    expect(refusal(["raita"])).toEqual(["OPTION_REQUIRED", "Portion", "Please choose Portion for Chicken Biryani."]);
    expect(refusal(["half", "full"])).toEqual(["TOO_MANY_OPTIONS", "Portion", "Choose at most 1 of Portion."]);
    expect(refusal(["half", "egg"])).toEqual(["OPTION_UNAVAILABLE", "Extras", "Egg (Extras) is over right now. Please choose another."]);
    expect(refusal(["half", "elsewhere"])).toEqual(["BAD_USER_INPUT", null, "A choice sent is not one of Chicken Biryani's choices."]);
    expect(refusal(["half", "gone"], "OPTION_UNAVAILABLE")).toEqual([
      "OPTION_UNAVAILABLE",
      null,
      "A choice made for Chicken Biryani is no longer on the menu. Please choose again.",
    ]);
  });

  it("keeps what is still known of a refused choice, for the cart to show", () => {
    const choice = judgeOptions(biryani, groups, ["half", "gone"], "OPTION_UNAVAILABLE");
    expect(choice.ok ? null : choice.known.map((known) => known.name)).toEqual(["Half"]);
  });

  it("stores one set of choices as one key: distinct ids, sorted", () => {
    expect(optionKey(["raita", "full", "raita"])).toEqual(["full", "raita"]);
    expect(optionKey([])).toEqual([]);
  });
});
