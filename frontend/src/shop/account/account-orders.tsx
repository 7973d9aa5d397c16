import { useQuery } from "@apollo/client/react";
import { Grid, Pagination } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { pageFromParam, withPage } from "../../common/page-param";
import { PushOptIn } from "../../common/push/push-opt-in";
import { graphql } from "../../gql";
import { useLiveOrderUpdates } from "../orders/use-live-order-updates";
import { linkedOrderId, withoutLinkedOrder } from "./linked-order";
import { OrderHistoryList } from "./order-history-list";
import { ordersPageOffset, ORDERS_PAGE_SIZE } from "./orders-paging";
import styles from "./account-page.module.css";

const OrderDetailsDialog = lazy(() => import("../orders/order-details-dialog").then((m) => ({ default: m.OrderDetailsDialog })));

export const AccountOrdersDocument = graphql(`
  query AccountOrders($limit: Int!, $offset: Int!) {
    myOrders(limit: $limit, offset: $offset) {
      total
      items {
        id
        ...OrderHistoryList_Order
      }
    }
  }
`);

/**
 * The Orders tab: 'Order History', 20 orders a page (the page number rides in the URL, like the
 * tab). View opens the order's details.
 */
export function AccountOrders() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFromParam(searchParams.get("page"));
  const wide = Grid.useBreakpoint().md ?? false;
  // The invite to rate (a push or an e-mail) links to /shop/account?tab=orders&order=<id>: that order opens at once.
  const [dialog, setDialog] = useState<{ orderId: string; open: boolean } | null>(() => {
    const linked = linkedOrderId(searchParams);
    return linked ? { orderId: linked, open: true } : null;
  });
  // Statuses change while the page is open (staff confirm, cook, send out): the list and the
  // dialog follow them live.
  useLiveOrderUpdates();

  // docs/architecture.md#screens makes the account page reload itself once so the history is fresh. Deliberate
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

  const goToPage = (next: number) => {
    setSearchParams((params) => withPage(params, next), { replace: true });
  };

  return (
    <section aria-labelledby="order-history-heading">
      <h2 id="order-history-heading" className={styles.sectionHeading}>
        {t("account.orderHistory")}
      </h2>
      <PushOptIn audience="customer" />
      <OrderHistoryList
        orders={orders}
        wide={wide}
        firstLoad={firstLoad}
        failure={
          error
            ? { title: t("account.ordersFailed"), retryLabel: t("account.retry"), onRetry: () => void refetch().catch(() => undefined) }
            : null
        }
        onView={(orderId) => setDialog({ orderId, open: true })}
      />
      {!error && total > ORDERS_PAGE_SIZE && (
        <nav aria-label={t("account.ordersPaging")} className={styles.paging}>
          <Pagination current={page} pageSize={ORDERS_PAGE_SIZE} total={total} showSizeChanger={false} simple={!wide} onChange={goToPage} />
        </nav>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <OrderDetailsDialog
            orderId={dialog.orderId}
            open={dialog.open}
            onClose={() => setDialog((current) => current && { ...current, open: false })}
            afterClose={() => {
              setDialog(null);
              if (linkedOrderId(searchParams)) setSearchParams((params) => withoutLinkedOrder(params), { replace: true });
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
