import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import type { BillLineSnapshot } from "./bill";
import { ChosenOption } from "./chosen-option";

/** The cart's bill as computed, kept on the view (not GraphQL fields): Cart.bill and the placement's checks read it. */
export interface CartBillFacts {
  itemsPaise: number;
  deliveryFeePaise: number;
  restaurantId: string | null;
  billLines: BillLineSnapshot[];
}

@ObjectType("CartLine", { description: "One item of the cart, priced now from the menu (rupees)" })
export class CartLine {
  @Field(() => ID, { description: "The line's own id; it changes when the item is removed and added again" })
  id!: string;

  @Field(() => ID)
  menuItemId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  image!: string;

  @Field(() => Boolean)
  isVeg!: boolean;

  @Field(() => ID)
  restaurantId!: string;

  @Field(() => String)
  restaurantName!: string;

  @Field(() => [ChosenOption], { description: "The choices made for this line, in the menu's order of groups and options" })
  options!: ChosenOption[];

  @Field(() => Float, { description: "The menu's offer price, plus the chosen extras" })
  offerPrice!: number;

  @Field(() => Float, { description: "The menu's original price, plus the chosen extras" })
  originalPrice!: number;

  @Field(() => Float, {
    description: "What one unit costs: the offer price capped at the original price, plus the chosen extras",
  })
  price!: number;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Float, { description: "price × quantity" })
  lineTotal!: number;

  @Field(() => Boolean, {
    description: "The item and every chosen option are available (the choices still valid) and its restaurant is open now",
  })
  isAvailable!: boolean;
}

@ObjectType("Cart", { description: "The signed-in customer's cart: items of one restaurant at a time" })
export class CartView {
  @Field(() => ID)
  id!: string;

  /** Not a GraphQL field (the cart is always the caller's); the legacy document carries it. */
  userId!: string;

  @Field(() => ID, { nullable: true, description: "null while the cart is empty" })
  restaurantId!: string | null;

  @Field(() => String, { nullable: true })
  restaurantName!: string | null;

  @Field(() => Boolean, { nullable: true, description: "null while the cart is empty" })
  restaurantIsOpenNow!: boolean | null;

  @Field(() => [CartLine])
  items!: CartLine[];

  @Field(() => Int, { description: "The sum of the quantities (the header's badge)" })
  itemCount!: number;

  @Field(() => Float)
  itemsTotal!: number;

  @Field(() => Float, {
    description:
      "The delivery fee to the customer's latest address (the base fee without one), 0 when the cart is empty: Cart.bill without addressId",
  })
  deliveryCharge!: number;

  @Field(() => Float, { description: "The total of Cart.bill without addressId (every line: items, delivery, discount, tax, tip)" })
  total!: number;

  @Field(() => Float, { description: "The rider's tip the customer chose (setCartTip), in rupees" })
  tip!: number;

  @Field(() => Float, {
    nullable: true,
    description: "How much more the items must come to for the restaurant's minimum order; null when it is reached (or the cart is empty)",
  })
  minimumOrderShortfall!: number | null;

  @Field(() => Boolean)
  hasUnavailableItems!: boolean;

  @Field(() => Boolean, {
    description: "Not empty, the restaurant is open, every item is available and the restaurant's minimum order is reached",
  })
  canCheckout!: boolean;

  /** The bill as computed for the default address (Cart.bill reprices for another). */
  pricing!: CartBillFacts;
}
