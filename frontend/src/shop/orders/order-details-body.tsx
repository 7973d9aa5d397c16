import { useTranslation } from "react-i18next";
import { formatDateTime, formatOrderNumber, formatRupees } from "../../common/formatters";
import type { AccountOrderDetailsQuery, OrderProgressFragment as OrderProgress } from "../../gql/graphql";
import { orderStatusLabelKey } from "./order-status";
import { OrderStatusBadge } from "./order-status-badge";
import styles from "./order-details.module.css";
import { OrderAddress } from "./order-address";
import { OrderStepTracker } from "./order-step-tracker";

type OrderDetails = AccountOrderDetailsQuery["order"];

/**
 * What the order details dialog shows of an order: summary, step tracker, lines, totals, address,
 * payment, history. `progress` is the part that changes as the order moves on (OrderProgress).
 */
export function OrderDetailsBody({ order, progress }: { order: OrderDetails; progress: OrderProgress }) {
  const { t } = useTranslation();
  const number = formatOrderNumber(order.id);

  return (
    <div className={styles.body}>
      <dl className={styles.summary}>
        <div>
          <dt>{t("account.orderId")}</dt>
          <dd className={styles.strong}>{t("account.orderNumber", { number })}</dd>
        </div>
        <div>
          <dt>{t("account.placedOn")}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("account.orderStatus")}</dt>
          <dd>
            <OrderStatusBadge status={progress.status} />
          </dd>
        </div>
      </dl>
      <OrderStepTracker status={progress.status} history={progress.statusHistory} />
      {progress.rejectionReason && (
        <p className={styles.reason}>{t("account.rejectionReason", { reason: progress.rejectionReason })}</p>
      )}

      <section aria-labelledby="order-items-heading">
        <h3 id="order-items-heading" className={styles.heading}>
          {t("account.items")}
        </h3>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={line.menuItemId ?? `${line.name}-${index}`} className={styles.line}>
              <img src={line.image} alt={line.name} width={56} height={56} loading="lazy" className={styles.image} />
              <div className={styles.lineText}>
                <span className={styles.strong}>{line.name}</span>
                <span className={styles.muted}>{order.restaurantName}</span>
                <span className={styles.muted}>
                  {t("account.quantity", { count: line.quantity })} ·{" "}
                  {t("account.unitPrice", { price: formatRupees(line.price) })}
                </span>
              </div>
              <span className={styles.amount}>{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{t("account.itemsTotal")}</dt>
            <dd>{formatRupees(order.itemsTotal)}</dd>
          </div>
          <div>
            <dt>{t("account.deliveryCharges")}</dt>
            <dd>{formatRupees(order.deliveryCharge)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t("account.totalAmount")}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
        </dl>
      </section>

      {order.address && (
        <section aria-labelledby="order-address-heading">
          <h3 id="order-address-heading" className={styles.heading}>
            {t("account.deliveryAddress")}
          </h3>
          <OrderAddress address={order.address} className={styles.address} />
        </section>
      )}

      <section aria-labelledby="order-payment-heading">
        <h3 id="order-payment-heading" className={styles.heading}>
          {t("account.payment")}
        </h3>
        <p className={styles.plain}>{t("account.cashOnDelivery")}</p>
      </section>

      {progress.statusHistory.length > 0 && (
        <section aria-labelledby="order-history-steps-heading">
          <h3 id="order-history-steps-heading" className={styles.heading}>
            {t("account.statusHistory")}
          </h3>
          <ol className={styles.history}>
            {progress.statusHistory.map((step) => (
              <li key={`${step.toStatus}-${step.changedAt}`}>
                <span className={styles.strong}>{t(orderStatusLabelKey(step.toStatus))}</span>{" "}
                <time dateTime={step.changedAt} className={styles.muted}>
                  {formatDateTime(step.changedAt)}
                </time>
                {step.reason && (
                  <span className={styles.stepReason}>{t("account.statusReason", { reason: step.reason })}</span>
                )}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
