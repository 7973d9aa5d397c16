import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import type { ReactNode } from "react";
import { graphql } from "../../gql";
import { OrderAddress } from "./order-address";
import { OrderLines } from "./order-lines";
import { OrderPickupPlace } from "./order-pickup-place";
import { OrderStatusHistory } from "./order-status-history";
import { OrderSummary } from "./order-summary";
import styles from "./order-details.module.css";

/** The parts of 'Order Details' that the customer and the superadmin both see. */
export const OrderDetailsFragment = graphql(`
  fragment OrderDetails_Order on Order {
    id
    ...OrderSummary_Order
    ...OrderLines_Order
    ...OrderAddress_Order
    ...OrderPickupPlace_Order
    ...OrderStatusHistory_Order
  }
`);

/**
 * The body of 'Order Details', the same for the customer's dialog and the superadmin's: the
 * summary, then what each of them sees there alone (`afterSummary`: the customer's step tracker,
 * the superadmin's customer), the lines and totals, the address and the status history.
 */
export function OrderDetails(props: { order: FragmentType<typeof OrderDetailsFragment>; afterSummary?: ReactNode }) {
  const { data: order, complete } = useFragment({ fragment: OrderDetailsFragment, fragmentName: "OrderDetails_Order", from: props.order });
  if (!complete) return null;
  return (
    <div className={styles.body}>
      <OrderSummary order={order} />
      {props.afterSummary}
      <OrderLines order={order} />
      <OrderAddress order={order} />
      <OrderPickupPlace order={order} />
      <OrderStatusHistory order={order} />
    </div>
  );
}
