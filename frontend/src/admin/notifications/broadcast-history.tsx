import { useQuery } from "@apollo/client/react";
import { Pagination, Tag, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { formatDateTime } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { useErrorText } from "../../common/error-text";
import { pageFromParam, withPage } from "../../common/page-param";
import type { AdminBroadcastsQuery } from "../../gql/graphql";
import { AdminBroadcastsDocument } from "./notifications-documents";
import styles from "./notifications.module.css";
import { CardList } from "../../common/card-list";

type BroadcastRow = AdminBroadcastsQuery["broadcasts"]["items"][number];

export const BROADCASTS_PAGE_SIZE = 20;

/**
 * 'Sent Broadcasts': newest first, 20 a page (the page rides in the URL), as a table on wide
 * screens and as cards on phones, with how many browsers each reached.
 */
export function BroadcastHistory({ wide }: { wide: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams, setSearchParams] = useSearchParams();
  // The same `?page=` rule as the customer's order history: a whole number from 1, else 1.
  const page = pageFromParam(searchParams.get("page"));
  const { data, previousData, loading, error, refetch } = useQuery(AdminBroadcastsDocument, {
    variables: { limit: BROADCASTS_PAGE_SIZE, offset: Math.min((page - 1) * BROADCASTS_PAGE_SIZE, 10_000) },
    fetchPolicy: "cache-and-network",
  });
  const result = data ?? previousData;
  const rows = error ? [] : (result?.broadcasts.items ?? []);
  const total = error ? 0 : (result?.broadcasts.total ?? 0);
  const firstLoad = loading && !result;

  const audience = (row: BroadcastRow) => <Tag>{t(`adminNotifications.audience${row.audience}`)}</Tag>;
  const message = (row: BroadcastRow) => (
    <span className={styles.messageCell}>
      <span className={styles.strong}>{row.title}</span>
      <span className={styles.muted}>{row.body}</span>
    </span>
  );
  const sentAt = (row: BroadcastRow) => (
    <span className={styles.messageCell}>
      <time dateTime={row.sentAt}>{formatDateTime(row.sentAt)}</time>
      {row.sentByName && <span className={styles.muted}>{t("adminNotifications.sentBy", { name: row.sentByName })}</span>}
    </span>
  );
  const figure = (label: string, hint: string) => (
    <abbr title={hint} className={styles.figureHead}>
      {label}
    </abbr>
  );

  const columns: TableColumnsType<BroadcastRow> = [
    { title: t("adminNotifications.sentAt"), key: "sentAt", render: (_, row) => sentAt(row) },
    { title: t("adminNotifications.audience"), key: "audience", render: (_, row) => audience(row) },
    { title: t("adminNotifications.broadcastTitle"), key: "title", render: (_, row) => message(row) },
    {
      title: figure(t("adminNotifications.targeted"), t("adminNotifications.targetedHint")),
      dataIndex: "targeted",
      align: "right",
    },
    {
      title: figure(t("adminNotifications.delivered"), t("adminNotifications.deliveredHint")),
      dataIndex: "delivered",
      align: "right",
    },
    {
      title: figure(t("adminNotifications.expired"), t("adminNotifications.expiredHint")),
      dataIndex: "expired",
      align: "right",
    },
  ];

  const body = (
    <ListView<BroadcastRow>
      rows={rows}
      rowKey="id"
      columns={columns}
      wide={wide}
      firstLoad={firstLoad}
      failure={
        error
          ? {
              title: errorText(error, t("adminNotifications.historyFailed")),
              retryLabel: t("adminNotifications.retry"),
              onRetry: () => void refetch().catch(() => undefined),
            }
          : null
      }
      emptyText={t("adminNotifications.historyEmpty")}
      loadingLabel={t("adminNotifications.historyLoading")}
      classNames={{ table: styles.table, empty: styles.empty }}
      renderCards={(items) => (
        <CardList>
          {items.map((row) => (
            <li key={row.id} className={styles.historyCard}>
              <div className={styles.cardHead}>
                {sentAt(row)}
                {audience(row)}
              </div>
              {message(row)}
              <dl className={styles.figures}>
                <div>
                  <dt>{t("adminNotifications.targeted")}</dt>
                  <dd>{row.targeted}</dd>
                </div>
                <div>
                  <dt>{t("adminNotifications.delivered")}</dt>
                  <dd>{row.delivered}</dd>
                </div>
                <div>
                  <dt>{t("adminNotifications.expired")}</dt>
                  <dd>{row.expired}</dd>
                </div>
              </dl>
            </li>
          ))}
        </CardList>
      )}
    />
  );

  return (
    <section aria-labelledby="broadcast-history" className={styles.history}>
      <div className={styles.historyHead}>
        <h2 id="broadcast-history" className={styles.sectionTitle}>
          {t("adminNotifications.history")}
        </h2>
        {!error && !firstLoad && <p className={styles.muted}>{t("adminNotifications.historyCount", { count: total })}</p>}
      </div>
      {body}
      {!error && total > BROADCASTS_PAGE_SIZE && (
        <nav aria-label={t("adminNotifications.historyPaging")} className={styles.paging}>
          <Pagination
            current={page}
            pageSize={BROADCASTS_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            simple={!wide}
            onChange={(next) => setSearchParams((params) => withPage(params, next), { replace: true })}
          />
        </nav>
      )}
    </section>
  );
}
