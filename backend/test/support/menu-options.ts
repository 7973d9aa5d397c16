import type request from "supertest";
import { graphql } from "../gql";
import type { MenuOptionGroupInput } from "../gql/graphql";
import { gql } from "./graphql";

type TestAgent = request.Agent;

/** The menu options' operations several test files send (see operations.ts for the convention). */

export const OPTION_GROUP_FIELDS = graphql(`
  fragment OptionGroupFields on MenuOptionGroup { id name minChoices maxChoices options { id name extraPrice isAvailable } }
`);

export const SET_MENU_ITEM_OPTIONS = graphql(`
  mutation SetMenuItemOptions($menuItemId: ID!, $groups: [MenuOptionGroupInput!]!) {
    setMenuItemOptions(menuItemId: $menuItemId, groups: $groups) { id price optionGroups { ...OptionGroupFields } }
  }
`);

export const SET_MENU_OPTION_AVAILABLE = graphql(`
  mutation SetMenuOptionAvailable($optionId: ID!, $isAvailable: Boolean!) {
    setMenuOptionAvailable(optionId: $optionId, isAvailable: $isAvailable) { id name isAvailable }
  }
`);

/** Half ₹0 / Full ₹120 (choose one), and extras Extra raita ₹20 / Egg ₹15 (up to two): the biryani house's menu. */
export const BIRYANI_CHOICES: MenuOptionGroupInput[] = [
  {
    name: "Portion",
    minChoices: 1,
    maxChoices: 1,
    options: [
      { name: "Half", extraPrice: 0 },
      { name: "Full", extraPrice: 120 },
    ],
  },
  {
    name: "Extras",
    minChoices: 0,
    maxChoices: 2,
    options: [
      { name: "Extra raita", extraPrice: 20 },
      { name: "Egg", extraPrice: 15 },
    ],
  },
];

/** Sets the item's choices as an admin; answers the groups, throws when the API refuses. */
export async function setOptions(admin: TestAgent, menuItemId: string, groups: MenuOptionGroupInput[] = BIRYANI_CHOICES) {
  const result = await gql(admin, SET_MENU_ITEM_OPTIONS, { menuItemId, groups });
  if (!result.data) throw new Error(`setMenuItemOptions failed: ${JSON.stringify(result.errors)}`);
  return result.data.setMenuItemOptions.optionGroups;
}

/** The id of the option named so, among the groups. */
export function optionId(groups: Array<{ options: Array<{ id: string; name: string }> }>, name: string): string {
  const option = groups.flatMap((group) => group.options).find((candidate) => candidate.name === name);
  if (!option) throw new Error(`no option ${name}`);
  return option.id;
}
