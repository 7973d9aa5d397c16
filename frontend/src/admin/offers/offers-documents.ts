import { graphql } from "../../gql";

/** One page of the coupons, newest first (admins and superadmins). */
export const AdminCouponsDocument = graphql(`
  query AdminCoupons($limit: Int!, $offset: Int!) {
    coupons(limit: $limit, offset: $offset) {
      id
      ...CouponList_Coupon
    }
  }
`);

/** A new coupon: the list asks again for its first page, where the newest shows. */
export const AdminCreateCouponDocument = graphql(`
  mutation AdminCreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      id
      ...CouponList_Coupon
    }
  }
`);

/** Every field of a coupon; its row (Coupon:id in the normalised cache) shows the change at once. */
export const AdminUpdateCouponDocument = graphql(`
  mutation AdminUpdateCoupon($id: ID!, $input: CouponInput!) {
    updateCoupon(id: $id, input: $input) {
      id
      ...CouponList_Coupon
    }
  }
`);

/** The row's switch: on or off; an order placed with it keeps its discount. */
export const AdminSetCouponActiveDocument = graphql(`
  mutation AdminSetCouponActive($id: ID!, $isActive: Boolean!) {
    setCouponActive(id: $id, isActive: $isActive) {
      id
      ...CouponList_Coupon
    }
  }
`);
