import WarningOutlined from "@ant-design/icons/WarningOutlined";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Checkbox, Grid, Pagination, Skeleton, Table, Tooltip, type TableColumnsType } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardList } from "../../common/card-list";
import { useErrorText } from "../../common/error-text";
import { formatDateTime, formatRupees, formatTime } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { UpiCollections_UpiCollectionFragment } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import list from "../common/list-page.module.css";
import { useOrderFeed } from "../orders/live-orders";
import { AdminConfirmUpiPaymentDocument, AdminUpiCollectionsDocument } from "./cash-documents";
import styles from "./upi-collections.module.css";

/** A UPI payment at the door as the section shows it. */
export const UpiCollectionsFragment = graphql(`
  fragment UpiCollections_UpiCollection on UpiCollection {
    id
    shortId
    riderName
    amount
    upiReference
    deliveredAt
    confirmedAt
    confirmedByName
    duplicateReference
  }
`);

type UpiRow = UpiCollections_UpiCollectionFragment;

/** The server's largest page (common/paging.ts): a town's day of UPI payments fits one or two. */
const PAGE_SIZE = 50;
const REFRESH_MS = 120_000;

/**
 * The Cash page's UPI section (docs/money.md#upi-at-the-door): the day's orders paid by UPI from a
 * rider's QR, apart from the riders' cash (the money is in the service's account), each with its
 * reference, a warning on a reference two orders carry, and a box to tick it off once against the
 * bank statement. A table from 768 px, cards below; pages of 50.
 */
export function UpiCollections({ date }: { date: string }) {
  const { t } = useTranslation();
  const { t: u } = useTranslation("translation", { keyPrefix: "adminRiders.upi" });
  const errorText = useErrorText();
  const wide = Grid.useBreakpoint().md ?? false;
  const [page, setPage] = useState({ date, number: 1 });
  // Another day starts on its first page.
  const pageNumber = page.date === date ? page.number : 1;
  const [confirming, setConfirming] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminUpiCollectionsDocument, {
    variables: { date, limit: PAGE_SIZE, offset: (pageNumber - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
    pollInterval: REFRESH_MS,
  });
  const reload = () => void refetch().catch(() => undefined);
  useOrderFeed(reload);
  const [confirmPayment] = useMutation(AdminConfirmUpiPaymentDocument);
  const result = data ?? previousData;
  const rows: UpiRow[] = error ? [] : (result?.upiCollections.items ?? []);
  const total = result?.upiCollections.total ?? 0;
  const firstLoad = loading && !result;

  const confirm = async (row: UpiRow) => {
    setConfirming(row.id);
    try {
      await confirmPayment({ variables: { orderId: row.id } });
      toast.success(u("confirmed", { number: row.shortId }));
    } catch (failure) {
      toast.error(errorText(failure, u("confirmFailed")));
    } finally {
      setConfirming(null);
      reload();
    }
  };

  const order = (row: UpiRow) => <span className={list.strong}>#{row.shortId}</span>;
  const reference = (row: UpiRow) => (
    <span className={styles.reference}>
      <span className={styles.digits}>{row.upiReference}</span>
      {row.duplicateReference && (
        <Tooltip title={u("usedTwiceHint")}>
          <span className={`${badge.badge} ${badge.danger}`} tabIndex={0} aria-label={`${u("usedTwice")}: ${u("usedTwiceHint")}`}>
            <WarningOutlined aria-hidden /> {u("usedTwice")}
          </span>
        </Tooltip>
      )}
    </span>
  );
  const confirmed = (row: UpiRow) => (
    <span className={styles.confirmed}>
      <Checkbox
        checked={row.confirmedAt !== null}
        disabled={row.confirmedAt !== null || confirming !== null}
        aria-label={u("confirmOf", { number: row.shortId })}
        onChange={() => void confirm(row)}
      >
        {row.confirmedAt === null ? u("confirm") : null}
      </Checkbox>
      {row.confirmedAt !== null && (
        <span className={list.muted}>
          {row.confirmedByName
            ? u("confirmedBy", { name: row.confirmedByName, time: formatDateTime(row.confirmedAt) })
            : u("confirmedAt", { time: formatDateTime(row.confirmedAt) })}
        </span>
      )}
    </span>
  );

  const columns: TableColumnsType<UpiRow> = [
    { title: u("column.order"), key: "order", render: (_, row) => order(row) },
    { title: u("column.rider"), dataIndex: "riderName", render: (name: string | null) => name ?? u("noRider") },
    { title: u("column.amount"), dataIndex: "amount", align: "right", render: (value: number) => formatRupees(value) },
    { title: u("column.reference"), key: "reference", render: (_, row) => reference(row) },
    { title: u("column.deliveredAt"), dataIndex: "deliveredAt", render: (value: string) => formatTime(value) },
    { title: u("column.confirmed"), key: "confirmed", render: (_, row) => confirmed(row) },
  ];

  let body;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, u("loadFailed"))}
        action={<Button onClick={reload}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (wide) {
    body = (
      <Table<UpiRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={firstLoad}
        pagination={
          total > PAGE_SIZE
            ? { current: pageNumber, pageSize: PAGE_SIZE, total, showSizeChanger: false, onChange: (number) => setPage({ date, number }) }
            : false
        }
        tableLayout="auto"
        size="middle"
        locale={{ emptyText: firstLoad ? " " : u("none") }}
        className={list.table}
        rowClassName={(row) => (row.duplicateReference ? styles.duplicateRow : "")}
      />
    );
  } else if (firstLoad) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{u("loading")}</span>
        <Skeleton active />
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className={list.empty}>{u("none")}</p>;
  } else {
    body = (
      <>
        <CardList>
          {rows.map((row) => (
            <li key={row.id} className={row.duplicateReference ? `${list.card} ${styles.duplicateCard}` : list.card}>
              <span className={styles.cardHead}>
                {order(row)}
                <span className={list.strong}>{formatRupees(row.amount)}</span>
              </span>
              <span className={list.muted}>
                {row.riderName ?? u("noRider")} · {formatTime(row.deliveredAt)}
              </span>
              {reference(row)}
              {confirmed(row)}
            </li>
          ))}
        </CardList>
        {total > PAGE_SIZE && (
          <Pagination current={pageNumber} pageSize={PAGE_SIZE} total={total} onChange={(number) => setPage({ date, number })} />
        )}
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby="cash-upi">
      <h2 id="cash-upi" className={styles.heading}>
        {u("title")}
      </h2>
      <p className={list.intro}>{u("intro")}</p>
      {!error && (
        <p className={list.count} aria-live="polite">
          {firstLoad ? u("loading") : u("summary", { count: total, amount: formatRupees(result?.upiCollections.amount ?? 0) })}
        </p>
      )}
      {body}
    </section>
  );
}
