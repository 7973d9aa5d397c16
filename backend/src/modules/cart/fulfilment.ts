import { registerEnumType } from "type-graphql";

export const FULFILMENTS = ["delivery", "pickup"] as const;
/**
 * How the customer gets the food: a rider brings it to their address, or they collect it at the
 * restaurant's counter (no address, no delivery fee, no rider, no tip; docs/architecture.md#pick-up).
 */
export type Fulfilment = (typeof FULFILMENTS)[number];

/** GraphQL names them in capitals; the values stay the database's. */
export const FulfilmentEnum = { DELIVERY: "delivery", PICKUP: "pickup" } as const satisfies Record<string, Fulfilment>;
registerEnumType(FulfilmentEnum, {
  name: "Fulfilment",
  description: "DELIVERY: a rider brings the order to the customer's address; PICKUP: the customer collects it at the restaurant",
});

export const isPickup = (fulfilment: Fulfilment | null | undefined): boolean => fulfilment === "pickup";
