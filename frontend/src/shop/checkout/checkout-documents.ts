import { graphql } from "../../gql";

/**
 * Places the server's cart as a cash-on-delivery order. Prices come from the server (docs/architecture.md#pricing);
 * the idempotency key makes a repeated submit answer the same order. Only its id comes back: the
 * success page shows its number, and the order history, which gains a row, asks again.
 */
export const CheckoutPlaceOrderDocument = graphql(`
  mutation CheckoutPlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
    }
  }
`);
