import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../common/formatters";
import { graphql } from "../../gql";
import styles from "./order-delivery.module.css";

/** The kitchen's estimate: set when the restaurant accepts the order. */
export const OrderReadyEstimateFragment = graphql(`
  fragment OrderReadyEstimate_Order on Order {
    id
    status
    estimatedReadyAt
  }
`);

/**
 * Under the tracker, what the kitchen said: "Restaurant accepted · ready around 7:45 pm" once it
 * accepted, the same while cooking, and that the food waits for the rider once it is ready. An
 * estimate, so "around"; nothing before the kitchen answers or after the food left.
 */
export function OrderReadyEstimate(props: { order: FragmentType<typeof OrderReadyEstimateFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderReadyEstimateFragment,
    fragmentName: "OrderReadyEstimate_Order",
    from: props.order,
  });
  if (!complete) return null;
  let text: string | null = null;
  if (order.status === "READY_FOR_PICKUP") text = t("liveOrders.tracker.readyForPickup");
  else if (order.estimatedReadyAt && order.status === "CONFIRMED")
    text = t("liveOrders.tracker.acceptedReadyAround", { time: formatTime(order.estimatedReadyAt) });
  else if (order.estimatedReadyAt && order.status === "PREPARING")
    text = t("liveOrders.tracker.preparingReadyAround", { time: formatTime(order.estimatedReadyAt) });
  return text ? <p className={styles.estimate}>{text}</p> : null;
}
