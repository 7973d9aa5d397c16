import { Field, ObjectType } from "type-graphql";
import { CartView } from "./cart.types";

@ObjectType("ReorderResult", { description: "What Order again did: the cart now, and what could not go back into it" })
export class ReorderResult {
  @Field(() => CartView, { description: "The cart, holding the order's lines that could be added, at today's prices" })
  cart!: CartView;

  @Field(() => [String], {
    description:
      "The order's lines left out, each with why, in the caller's language: \"Egg Biryani (sold out)\". At most one per line of the order",
  })
  leftOut!: string[];
}
