import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { formatDate, formatOrderNumber, formatRupees } from "../../common/formatters";
import { ListView, type ListViewProps } from "../../common/list-view";
import { graphql } from "../../gql";
import type { OrderHistoryList_OrderFragment } from "../../gql/graphql";
import { OrderStatusBadge } from "../../common/orders/order-status-badge";
import { OrderAgainButton } from "../orders/order-again-button";
import styles from "./account-page.module.css";

/**
 * What a row of 'Order History' shows. Its lines carry their id, so the cache keeps each line as
 * one entry: a live update of the order (which carries this fragment) would otherwise replace the
 * lines an open 'Order Details' reads, which then asked the server again, and that late answer put
 * back the status and rider of before the update.
 */
export const OrderHistoryListFragment = graphql(`
  fragment OrderHistoryList_Order on Order {
    id
    createdAt
    status
    total
    lines {
      id
      quantity
    }
  }
`);

type OrderRow = OrderHistoryList_OrderFragment;

/**
 * 'Order History' as a table on wide screens and as cards on phones: Order ID, Date, Status
 * badge, Total, View, which opens the order's details, and 'Order Again' on a finished order.
 */
export function OrderHistoryList(props: {
  orders: ReadonlyArray<FragmentType<typeof OrderHistoryListFragment>>;
  wide: boolean;
  firstLoad: boolean;
  failure: ListViewProps<OrderRow>["failure"];
  onView: (orderId: string) => void;
}) {
  const { t } = useTranslation();
  const { data, complete } = useFragment({
    fragment: OrderHistoryListFragment,
    fragmentName: "OrderHistoryList_Order",
    from: [...props.orders],
  });
  const orders = complete ? data : [];

  const actions = (order: OrderRow) => (
    <span className={styles.orderActions}>
      <OrderAgainButton orderId={order.id} status={order.status} lineCount={order.lines.length} />
      <Button onClick={() => props.onView(order.id)} aria-label={t("account.viewOrder", { number: formatOrderNumber(order.id) })}>
        {t("account.view")}
      </Button>
    </span>
  );

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t("account.orderId"),
      dataIndex: "id",
      render: (id: string) => <span className={styles.orderNumber}>{t("account.orderNumber", { number: formatOrderNumber(id) })}</span>,
    },
    { title: t("account.date"), dataIndex: "createdAt", render: (value: string) => formatDate(value) },
    { title: t("account.status"), dataIndex: "status", render: (_, order) => <OrderStatusBadge status={order.status} /> },
    { title: t("account.total"), dataIndex: "total", align: "right", render: (value: number) => formatRupees(value) },
    {
      title: <span className="sr-only">{t("account.actions")}</span>,
      key: "view",
      align: "right",
      render: (_, order) => actions(order),
    },
  ];

  return (
    <ListView<OrderRow>
      rows={orders}
      rowKey="id"
      columns={columns}
      wide={props.wide}
      firstLoad={props.firstLoad}
      failure={props.failure}
      emptyText={t("account.noOrders")}
      loadingLabel={t("account.loadingOrders")}
      classNames={{ empty: styles.empty }}
      renderCards={(items) => (
        <ul className={styles.orderCards}>
          {items.map((order) => (
            <li key={order.id} className={styles.orderCard}>
              <dl>
                <div>
                  <dt>{t("account.orderId")}</dt>
                  <dd className={styles.orderNumber}>{t("account.orderNumber", { number: formatOrderNumber(order.id) })}</dd>
                </div>
                <div>
                  <dt>{t("account.date")}</dt>
                  <dd>{formatDate(order.createdAt)}</dd>
                </div>
                <div>
                  <dt>{t("account.status")}</dt>
                  <dd>
                    <OrderStatusBadge status={order.status} />
                  </dd>
                </div>
                <div>
                  <dt>{t("account.total")}</dt>
                  <dd>{formatRupees(order.total)}</dd>
                </div>
              </dl>
              {actions(order)}
            </li>
          ))}
        </ul>
      )}
    />
  );
}
