import { useQuery } from "@apollo/client/react";
import { Alert, Button, Grid, Pagination } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUrlList } from "../common/use-url-list";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { PageTitle } from "../../common/page-title";
import { OrderFiltersBar } from "./order-filters-bar";
import {
  ADMIN_ORDERS_PAGE_SIZE,
  isFiltered,
  orderListFilter,
  orderListOffset,
  orderListParamsFromSearch,
  orderListParamsToSearch,
} from "./order-list-params";
import { useOrderFeed } from "./live-orders";
import { withNewOrderFirst } from "./order-list-live";
import { OrdersList } from "./orders-list";
import { AdminOpsOrdersDocument } from "./orders-documents";
import styles from "./orders.module.css";

const OrderDetailsDialog = lazy(() => import("./order-details-dialog").then((m) => ({ default: m.OrderDetailsDialog })));

/**
 * New orders arrive live (see live-orders.ts); the list also asks again this often, in case the
 * live connection cannot be made at all (a proxy without websockets).
 */
const REFRESH_MS = 60_000;

/**
 * /admin/orders: every order, newest first, as a table (cards on phones) with the spec's
 * columns; filters and page live in the URL. View Details opens 'Order Details' with the moves.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const [list, show] = useUrlList(orderListParamsFromSearch, orderListParamsToSearch);
  const wide = Grid.useBreakpoint().md ?? false;
  const [dialog, setDialog] = useState<{ orderId: string; open: boolean } | null>(null);

  const { data, previousData, loading, error, refetch, updateQuery } = useQuery(AdminOpsOrdersDocument, {
    variables: { filter: orderListFilter(list), limit: ADMIN_ORDERS_PAGE_SIZE, offset: orderListOffset(list.page) },
    fetchPolicy: "cache-and-network",
    pollInterval: REFRESH_MS,
  });
  const result = data ?? previousData;
  const orders = error ? [] : (result?.adminOrders.items ?? []);
  const total = error ? 0 : (result?.adminOrders.total ?? 0);
  const firstLoad = loading && !result;

  // A new order goes on top of the first page of the unfiltered list at once. Any other page or
  // filter asks the server, which knows where the order belongs; so does a move while the list
  // is filtered by status (the order may leave or join it). Other moves update their row by id.
  const filtered = isFiltered(list);
  useOrderFeed((event) => {
    if (event.kind === "placed" && list.page === 1 && !filtered) {
      updateQuery((_, { complete, previousData: current }) => {
        if (!complete) return undefined;
        const next = withNewOrderFirst(current.adminOrders, event.order, ADMIN_ORDERS_PAGE_SIZE);
        return next ? { adminOrders: { ...current.adminOrders, ...next } } : undefined;
      });
    } else if (event.kind === "placed" || list.statuses.length > 0) {
      void refetch().catch(() => undefined);
    }
  });

  const reload = () => void refetch().catch(() => undefined);
  // A move answers with the order's new row, which the cache puts in place. Only a list filtered
  // by status may lose the order (or, on another page, gain one): that list asks again.
  const reloadIfFilteredByStatus = () => {
    if (list.statuses.length > 0) reload();
  };

  return (
    <div className={styles.page}>
      <PageTitle page={t("adminOps.orders.title")} area="admin" />
      <h1 className={styles.title}>{t("adminOps.orders.title")}</h1>
      <OrderFiltersBar list={list} onChange={show} />
      {error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(error, t("adminOps.orders.loadFailed"))}
          // A filter the server refused (a malformed link) does not get better by asking again.
          action={errorCode(error) === "BAD_USER_INPUT" ? undefined : <Button onClick={reload}>{t("adminOps.common.retry")}</Button>}
        />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            {firstLoad ? t("adminOps.orders.loading") : t("adminOps.orders.count", { count: total })}
          </p>
          <OrdersList
            orders={orders}
            wide={wide}
            loading={firstLoad}
            emptyText={isFiltered(list) ? t("adminOps.orders.noMatches") : t("adminOps.orders.none")}
            onView={(orderId) => setDialog({ orderId, open: true })}
            onStale={reload}
          />
        </>
      )}
      {!error && total > ADMIN_ORDERS_PAGE_SIZE && (
        <nav aria-label={t("adminOps.orders.paging")} className={styles.paging}>
          <Pagination
            current={list.page}
            pageSize={ADMIN_ORDERS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            simple={!wide}
            onChange={(page) => show({ ...list, page })}
          />
        </nav>
      )}
      {dialog && user && (
        <Suspense fallback={null}>
          <OrderDetailsDialog
            orderId={dialog.orderId}
            superadmin={user.role === "SUPERADMIN"}
            open={dialog.open}
            onClose={() => setDialog((current) => current && { ...current, open: false })}
            afterClose={() => setDialog(null)}
            onStale={reload}
            onMoved={reloadIfFilteredByStatus}
          />
        </Suspense>
      )}
    </div>
  );
}
