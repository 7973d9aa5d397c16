import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { BillLines } from "../../common/orders/bill-lines";
import { graphql } from "../../gql";
import { paiseOf } from "../../common/rupees";
import styles from "./orders.module.css";

/** The order's bill as placed, and the rider's tip in it. */
export const OrderBillFragment = graphql(`
  fragment OrderBill_Order on Order {
    id
    tip
    bill {
      ...BillLines_Bill @unmask
    }
  }
`);

/**
 * The 'Bill' section of the staff's 'Order Details' (admins and superadmins alike: no personal
 * data): the bill's lines as the customer saw them (items, delivery fee, discount, tax, tip) and
 * the total the rider collects, with how much of it is the rider's tip, which the office's cash
 * leaves out. Read from the cache by id: for admins the order list fetched it.
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
      {paiseOf(order.tip) > 0 && <p className={styles.tipNote}>{t("adminOps.bill.tip", { amount: formatRupees(order.tip) })}</p>}
    </section>
  );
}
