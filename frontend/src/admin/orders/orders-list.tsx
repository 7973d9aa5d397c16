import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, Skeleton, Table, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime, formatOrderNumber, formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import type { OrdersList_OrderFragment } from "../../gql/graphql";
import { OrderStatusBadge } from "../../common/orders/order-status-badge";
import styles from "./orders.module.css";
import { CardList } from "../../common/card-list";
import { RiderAction } from "./rider-action";

/**
 * What a row of the order list shows. The list, the new-order subscription (so an order that
 * arrives live can go straight into the list) and every status move select it.
 */
export const OrdersListFragment = graphql(`
  fragment OrdersList_Order on Order {
    id
    createdAt
    status
    total
    restaurantName
    deliverAt
    fulfilment
    rider {
      id
      name
    }
  }
`);

type OrderRow = OrdersList_OrderFragment;

interface OrdersListProps {
  orders: ReadonlyArray<FragmentType<typeof OrdersListFragment>>;
  /** A table from the md breakpoint up, cards below it. */
  wide: boolean;
  loading: boolean;
  emptyText: string;
  onView: (orderId: string) => void;
  /** An assignment was refused: the list may be out of date. */
  onStale: () => void;
}

/**
 * The spec's columns: Order ID, Order Date (date part), Order Status badge, Order Price and View
 * Details; and the rider (issue 16) with the assign/reassign action where it applies.
 */
export function OrdersList({ wide, loading, emptyText, onView, onStale, ...props }: OrdersListProps) {
  const { t } = useTranslation();
  const rows = useFragment({ fragment: OrdersListFragment, fragmentName: "OrdersList_Order", from: [...props.orders] });
  const orders = rows.complete ? rows.data : [];

  const orderNumber = (order: OrderRow) => (
    <span className={styles.orderCell}>
      <span className={styles.orderNumber}>{t("adminOps.orders.orderNumber", { number: formatOrderNumber(order.id) })}</span>
      <span className={styles.muted}>{order.restaurantName}</span>
      {order.fulfilment === "PICKUP" && <span className={styles.pickupTag}>{t("adminOps.orders.pickupTag")}</span>}
    </span>
  );
  // An order placed for later says for when, under its status.
  const status = (order: OrderRow) => (
    <span className={styles.orderCell}>
      <OrderStatusBadge status={order.status} />
      {order.deliverAt && (
        <span className={styles.muted}>{t("adminOps.orders.deliverFor", { when: formatDateTime(order.deliverAt) })}</span>
      )}
    </span>
  );
  // A pickup has no rider: the customer collects it at the counter.
  const rider = (order: OrderRow) =>
    order.fulfilment === "PICKUP" ? (
      <span className={styles.muted}>{t("adminOps.orders.pickupTag")}</span>
    ) : (
      <span className={styles.riderCell}>
        {order.rider ? <span>{order.rider.name}</span> : <span className={styles.muted}>{t("adminRiders.orders.noRider")}</span>}
        <RiderAction order={order} onStale={onStale} />
      </span>
    );
  const viewButton = (order: OrderRow) => (
    <Button onClick={() => onView(order.id)} aria-label={t("adminOps.orders.viewDetailsOf", { number: formatOrderNumber(order.id) })}>
      {t("adminOps.orders.viewDetails")}
    </Button>
  );

  if (wide) {
    const columns: TableColumnsType<OrderRow> = [
      { title: t("adminOps.orders.orderId"), key: "id", render: (_, order) => orderNumber(order) },
      { title: t("adminOps.orders.orderDate"), dataIndex: "createdAt", render: (value: string) => formatDate(value) },
      { title: t("adminOps.orders.orderStatus"), key: "status", render: (_, order) => status(order) },
      { title: t("adminOps.orders.orderPrice"), dataIndex: "total", align: "right", render: (value: number) => formatRupees(value) },
      { title: t("adminRiders.orders.rider"), key: "rider", render: (_, order) => rider(order) },
      {
        title: <span className="sr-only">{t("adminOps.orders.actions")}</span>,
        key: "view",
        align: "right",
        render: (_, order) => viewButton(order),
      },
    ];
    return (
      <Table<OrderRow>
        rowKey="id"
        columns={columns}
        dataSource={orders}
        loading={loading}
        pagination={false}
        locale={{ emptyText: loading ? " " : emptyText }}
        className={styles.table}
      />
    );
  }

  if (loading) return <Skeleton active aria-label={t("adminOps.orders.loading")} />;
  if (orders.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <CardList>
      {orders.map((order) => (
        <li key={order.id} className={styles.card}>
          <dl>
            <div>
              <dt>{t("adminOps.orders.orderId")}</dt>
              <dd>{orderNumber(order)}</dd>
            </div>
            <div>
              <dt>{t("adminOps.orders.orderDate")}</dt>
              <dd>{formatDate(order.createdAt)}</dd>
            </div>
            <div>
              <dt>{t("adminOps.orders.orderStatus")}</dt>
              <dd>{status(order)}</dd>
            </div>
            <div>
              <dt>{t("adminOps.orders.orderPrice")}</dt>
              <dd className={styles.strong}>{formatRupees(order.total)}</dd>
            </div>
            <div className={styles.wide}>
              <dt>{t("adminRiders.orders.rider")}</dt>
              <dd>{rider(order)}</dd>
            </div>
          </dl>
          {viewButton(order)}
        </li>
      ))}
    </CardList>
  );
}
