import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../formatters";
import { BillLines } from "./bill-lines";
import { choicesText } from "./chosen-options";
import { graphql } from "../../gql";
import type { PaymentMethod } from "../../gql/graphql";
import styles from "./order-details.module.css";

/** What was bought, at the prices of that moment, and its bill as placed (docs/architecture.md#pricing). */
export const OrderLinesFragment = graphql(`
  fragment OrderLines_Order on Order {
    id
    lines {
      menuItemId
      name
      image
      quantity
      price
      lineTotal
      options {
        name
      }
    }
    bill {
      ...BillLines_Bill @unmask
    }
    paymentMethod
  }
`);

const PAYMENT_LABEL_KEYS = { COD: "account.cashOnDelivery" } as const satisfies Record<PaymentMethod, string>;

/**
 * The lines (picture, name, choices, quantity × unit price, line total), the bill (the spec's
 * 'Items Total', 'Delivery Charges' and 'Total Amount' with any discount, tax and tip between, as
 * the cart showed it) and how it is paid. The customer's and the staff's order details both show it.
 */
export function OrderLines(props: { order: FragmentType<typeof OrderLinesFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderLinesFragment, fragmentName: "OrderLines_Order", from: props.order });
  if (!complete) return null;
  return (
    <section aria-labelledby={`order-items-${order.id}`}>
      <h3 id={`order-items-${order.id}`} className={styles.heading}>
        {t("account.items")}
      </h3>
      <ul className={styles.lines}>
        {order.lines.map((line, index) => (
          <li key={`${line.menuItemId ?? line.name}-${index}`} className={styles.line}>
            {/* The name is next to it: the picture adds nothing for a screen reader. */}
            {line.image ? (
              <img src={line.image} alt="" width={56} height={56} loading="lazy" className={styles.image} />
            ) : (
              <span className={styles.image} aria-hidden="true" />
            )}
            <span className={styles.lineText}>
              <span className={styles.strong}>{line.name}</span>
              {line.options.length > 0 && <span className={styles.muted}>{choicesText(line.options)}</span>}
              <span className={styles.muted}>
                {t("account.quantity", { count: line.quantity })} · {t("account.unitPrice", { price: formatRupees(line.price) })}
              </span>
            </span>
            <span className={styles.amount}>{formatRupees(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <BillLines
        bill={order.bill}
        labels={{ ITEMS: t("account.itemsTotal"), DELIVERY_FEE: t("account.deliveryCharges") }}
        totalLabel={t("account.totalAmount")}
      />
      <dl className={`${styles.totals} ${styles.payment}`}>
        <div>
          <dt>{t("account.payment")}</dt>
          <dd>{t(PAYMENT_LABEL_KEYS[order.paymentMethod])}</dd>
        </div>
      </dl>
    </section>
  );
}
