import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { BillLines } from "../../common/orders/bill-lines";
import { graphql } from "../../gql";
import styles from "./orders.module.css";

/** The order's bill as placed. */
export const OrderBillFragment = graphql(`
  fragment OrderBill_Order on Order {
    id
    bill {
      ...BillLines_Bill @unmask
    }
  }
`);

/**
 * The 'Bill' section of an admin's 'Order Details': the bill's lines as the customer saw them
 * (items, delivery fee, discount, tax, tip) and the total the rider collects. An admin sees no
 * order details (the customer's data is for superadmins), but the bill holds none; a superadmin's
 * details show it with the lines (common/orders/order-lines.tsx), so the dialog shows this to
 * admins only. Read from the cache by id: the order list fetched it.
 */
export function OrderBill({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderBillFragment,
    fragmentName: "OrderBill_Order",
    from: { __typename: "Order", id: orderId },
  });
  if (!complete) return null;
  const headingId = `order-bill-${order.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.delivery}>
      <h2 id={headingId} className={styles.dialogHeading}>
        {t("adminOps.bill.title")}
      </h2>
      <BillLines bill={order.bill} totalLabel={t("adminOps.bill.total")} />
    </section>
  );
}
