import { graphql } from "../gql";
import type { CouponInput } from "../gql/graphql";

/** The coupon operations several test files send (see operations.ts for the convention). */

export const COUPON_FIELDS = graphql(`
  fragment CouponFields on Coupon {
    id code description kind value maxDiscount minOrder validFrom validUntil usageLimit perCustomerLimit firstOrderOnly restaurantIds weekdays isActive usedCount
  }
`);

export const COUPONS = graphql(`
  query Coupons($limit: Int, $offset: Int) { coupons(limit: $limit, offset: $offset) { ...CouponFields } }
`);

export const CREATE_COUPON = graphql(`
  mutation CreateCoupon($input: CouponInput!) { createCoupon(input: $input) { ...CouponFields } }
`);

export const UPDATE_COUPON = graphql(`
  mutation UpdateCoupon($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { ...CouponFields } }
`);

export const SET_COUPON_ACTIVE = graphql(`
  mutation SetCouponActive($id: ID!, $isActive: Boolean!) { setCouponActive(id: $id, isActive: $isActive) { ...CouponFields } }
`);

export const AVAILABLE_COUPONS = graphql(`
  query AvailableCoupons { availableCoupons { ...CouponFields } }
`);

export const CART_COUPON_FIELDS = graphql(`
  fragment CartCouponFields on Cart { id itemsTotal total couponCode couponProblem }
`);

export const CART_COUPON = graphql(`
  query CartCoupon { cart { ...CartCouponFields } }
`);

export const APPLY_COUPON = graphql(`
  mutation ApplyCoupon($code: String!) { applyCoupon(code: $code) { ...CartCouponFields } }
`);

export const REMOVE_COUPON = graphql(`
  mutation RemoveCoupon { removeCoupon { ...CartCouponFields } }
`);

/** A coupon form with every field, FLAT ₹50 for everyone unless told otherwise. */
export const couponInput = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: `C${Math.random().toString(36).slice(2, 10)}`.toUpperCase(),
  description: "Test offer",
  kind: "FLAT",
  value: 50,
  maxDiscount: null,
  minOrder: 0,
  validFrom: null,
  validUntil: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  restaurantIds: [],
  isActive: true,
  ...overrides,
});

export const BILL_FIELDS = graphql(`
  fragment CouponBillFields on Bill { total lines { kind label amount } }
`);

export const CART_BILL = graphql(`
  query CouponCartBill { cart { id total couponCode couponProblem bill { ...CouponBillFields } } }
`);

export const PLACE_ORDER_BILL = graphql(`
  mutation CouponPlaceOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { id status total bill { ...CouponBillFields } } }
`);
