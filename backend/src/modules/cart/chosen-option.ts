import { Field, Float, ID, ObjectType } from "type-graphql";
import { paiseToRupees } from "../../common/money";

/** A chosen option as it was priced: the cart computes it now, an order line keeps it (a JSON snapshot). */
export interface ChosenOptionSnapshot {
  id: string;
  name: string;
  groupName: string;
  extraPricePaise: number;
}

@ObjectType("ChosenOption", { description: 'One choice made for a cart or order line: "Full" of "Portion"' })
export class ChosenOption {
  @Field(() => ID, { description: "The option's id (it may since have been removed from the menu)" })
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  groupName!: string;

  @Field(() => Float, { description: "Rupees added to one unit's price" })
  extraPrice!: number;
}

export const chosenOptionOf = (snapshot: ChosenOptionSnapshot): ChosenOption => ({
  id: snapshot.id,
  name: snapshot.name,
  groupName: snapshot.groupName,
  extraPrice: paiseToRupees(snapshot.extraPricePaise),
});

/** "Chicken Biryani (Full, Extra raita)": a line's name with its choices, where one text must say both. */
export const nameWithChoices = (name: string, options: ReadonlyArray<{ name: string }>): string =>
  options.length > 0 ? `${name} (${options.map((option) => option.name).join(", ")})` : name;
