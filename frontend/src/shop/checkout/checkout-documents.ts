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

/**
 * The bill to the chosen address (`$addressId`; null before one is chosen: the server prices the
 * fee to the latest address) or, `$fulfilment` PICKUP, collected at the restaurant (no fee, no tip), the coupon and tip as checkout shows them, and the coupons the
 * customer could apply. Asked again when the address changes.
 */
export const CheckoutBillDocument = graphql(`
  query CheckoutBill($addressId: ID, $fulfilment: Fulfilment) {
    cart {
      id
      restaurantId
      ...CartSummary_Cart
      ...CouponBox_Cart
      ...TipChooser_Cart
    }
    availableCoupons {
      id
      ...CouponBox_Coupon
    }
  }
`);

export const CheckoutApplyCouponDocument = graphql(`
  mutation CheckoutApplyCoupon($code: String!, $addressId: ID, $fulfilment: Fulfilment) {
    applyCoupon(code: $code) {
      id
      ...CartSummary_Cart
      ...CouponBox_Cart
    }
  }
`);

export const CheckoutRemoveCouponDocument = graphql(`
  mutation CheckoutRemoveCoupon($addressId: ID, $fulfilment: Fulfilment) {
    removeCoupon {
      id
      ...CartSummary_Cart
      ...CouponBox_Cart
    }
  }
`);

export const CheckoutSetTipDocument = graphql(`
  mutation CheckoutSetTip($amount: Float!, $addressId: ID, $fulfilment: Fulfilment) {
    setCartTip(amount: $amount) {
      id
      ...CartSummary_Cart
      ...TipChooser_Cart
    }
  }
`);
