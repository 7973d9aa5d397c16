import type { OrderStatus } from "../../gql/graphql";

/** An order that is over (delivered, or never will be): the ones "Order again" is offered on. */
const FINISHED: ReadonlySet<OrderStatus> = new Set<OrderStatus>(["DELIVERED", "CANCELLED", "REJECTED"]);

export const canOrderAgain = (status: OrderStatus): boolean => FINISHED.has(status);

/** What the screen does once the server answered reorder. */
export interface OrderAgainOutcome {
  /** Go to checkout: the cart holds the order's lines that could be added. */
  toCheckout: boolean;
  /** A toast saying what was left out (the server's own words, in the reader's language), or none. */
  notice: { kind: "warning" | "error"; key: "account.orderAgainPartly" | "account.orderAgainNothing"; details: string } | null;
}

/**
 * After reorder: with every line back, straight to checkout; with some left out, to checkout
 * saying which; with none added, the cart was left as it was: say so and stay.
 */
export function orderAgainOutcome(leftOut: readonly string[], addedAny: boolean): OrderAgainOutcome {
  const details = leftOut.join(" · ");
  if (!addedAny) return { toCheckout: false, notice: { kind: "error", key: "account.orderAgainNothing", details } };
  if (leftOut.length === 0) return { toCheckout: true, notice: null };
  return { toCheckout: true, notice: { kind: "warning", key: "account.orderAgainPartly", details } };
}
