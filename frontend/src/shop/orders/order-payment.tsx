import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import styles from "./order-delivery.module.css";

/** How the customer pays, or paid, at the door (docs/money.md#upi-at-the-door). */
export const OrderPaymentFragment = graphql(`
  fragment OrderPayment_Order on Order {
    id
    status
    payAtDoorBy
    paidBy
    upiReference
  }
`);

/**
 * Under the tracker: an order the customer will pay by UPI says the rider brings a QR; a
 * delivered order paid by UPI shows the payment's reference (the one the customer's app showed),
 * for the customer's own records. Cash says nothing: the checkout said it already.
 */
export function OrderPayment(props: { order: FragmentType<typeof OrderPaymentFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderPaymentFragment, fragmentName: "OrderPayment_Order", from: props.order });
  if (!complete) return null;
  if (order.status === "DELIVERED" && order.paidBy === "UPI" && order.upiReference)
    return <p className={styles.estimate}>{t("account.upiAtDoor.paidByUpi", { reference: order.upiReference })}</p>;
  const open = !["DELIVERED", "DELIVERY_FAILED", "REJECTED", "CANCELLED"].includes(order.status);
  if (open && order.payAtDoorBy === "UPI") return <p className={styles.estimate}>{t("account.upiAtDoor.willPayByUpi")}</p>;
  return null;
}
