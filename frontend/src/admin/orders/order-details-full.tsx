import { useTranslation } from "react-i18next";
import { formatDateTime, formatOrderNumber, formatRupees } from "../../common/formatters";
import type { AdminOpsOrderDetailsQuery } from "../../gql/graphql";
import { orderStatusLabelKey } from "../../shop/orders/order-status";
import { OrderStatusBadge } from "../../shop/orders/order-status-badge";
import styles from "./orders.module.css";
import { OrderAddress } from "../../shop/orders/order-address";

type FullOrder = AdminOpsOrderDetailsQuery["adminOrder"];

/** What a superadmin sees of an order: who ordered, where it goes, what was bought and its history. */
export function OrderDetailsFull({ order }: { order: FullOrder }) {
  const { t } = useTranslation();

  return (
    <div className={styles.details}>
      <dl className={styles.summary}>
        <div>
          <dt>{t("adminOps.orders.orderId")}</dt>
          <dd className={styles.strong}>{t("adminOps.orders.orderNumber", { number: formatOrderNumber(order.id) })}</dd>
        </div>
        <div>
          <dt>{t("adminOps.orders.placedOn")}</dt>
          <dd>{formatDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt>{t("adminOps.orders.orderStatus")}</dt>
          <dd>
            <OrderStatusBadge status={order.status} />
          </dd>
        </div>
        <div>
          <dt>{t("adminOps.orders.restaurant")}</dt>
          <dd>{order.restaurantName}</dd>
        </div>
      </dl>
      {order.rejectionReason && <p className={styles.reason}>{t("adminOps.orders.rejectedBecause", { reason: order.rejectionReason })}</p>}

      <section aria-labelledby="admin-order-customer">
        <h2 id="admin-order-customer" className={styles.dialogHeading}>
          {t("adminOps.orders.customer")}
        </h2>
        {order.customer ? (
          <dl className={styles.pairs}>
            <div>
              <dt>{t("adminOps.orders.customerName")}</dt>
              <dd>{order.customer.name}</dd>
            </div>
            <div>
              <dt>{t("adminOps.orders.customerPhone")}</dt>
              <dd>
                <a href={`tel:+91${order.customer.phone}`}>{order.customer.phone}</a>
              </dd>
            </div>
            <div>
              <dt>{t("adminOps.orders.customerEmail")}</dt>
              <dd>
                <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
              </dd>
            </div>
          </dl>
        ) : (
          <p className={styles.muted}>{t("adminOps.orders.customerGone")}</p>
        )}
      </section>

      {order.address && (
        <section aria-labelledby="admin-order-address">
          <h2 id="admin-order-address" className={styles.dialogHeading}>
            {t("adminOps.orders.deliveryAddress")}
          </h2>
          <OrderAddress address={order.address} className={styles.address} />
        </section>
      )}

      <section aria-labelledby="admin-order-items">
        <h2 id="admin-order-items" className={styles.dialogHeading}>
          {t("adminOps.orders.items")}
        </h2>
        <ul className={styles.lines}>
          {order.lines.map((line, index) => (
            <li key={line.menuItemId ?? `${line.name}-${index}`} className={styles.line}>
              {/* The name is next to it: the picture adds nothing for a screen reader. */}
              {line.image ? (
                <img src={line.image} alt="" width={48} height={48} loading="lazy" className={styles.lineImage} />
              ) : (
                <span className={styles.lineImage} aria-hidden="true" />
              )}
              <span className={styles.lineText}>
                <span className={styles.strong}>{line.name}</span>
                <span className={styles.muted}>
                  {t("adminOps.orders.quantityAt", { count: line.quantity, price: formatRupees(line.price) })}
                </span>
              </span>
              <span className={styles.amount}>{formatRupees(line.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          <div>
            <dt>{t("adminOps.orders.itemsTotal")}</dt>
            <dd>{formatRupees(order.itemsTotal)}</dd>
          </div>
          <div>
            <dt>{t("adminOps.orders.deliveryCharges")}</dt>
            <dd>{formatRupees(order.deliveryCharge)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>{t("adminOps.orders.totalAmount")}</dt>
            <dd>{formatRupees(order.total)}</dd>
          </div>
          <div>
            <dt>{t("adminOps.orders.payment")}</dt>
            <dd>{t("adminOps.orders.cashOnDelivery")}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="admin-order-history">
        <h2 id="admin-order-history" className={styles.dialogHeading}>
          {t("adminOps.orders.statusHistory")}
        </h2>
        <ol className={styles.history}>
          {order.statusHistory.map((step) => (
            <li key={`${step.toStatus}-${step.changedAt}`}>
              <span className={styles.strong}>{t(orderStatusLabelKey(step.toStatus))}</span>{" "}
              <time dateTime={step.changedAt} className={styles.muted}>
                {formatDateTime(step.changedAt)}
              </time>
              {step.changedByName && <span className={styles.muted}> · {t("adminOps.orders.changedBy", { name: step.changedByName })}</span>}
              {step.reason && <span className={styles.stepReason}>{t("adminOps.orders.stepReason", { reason: step.reason })}</span>}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
