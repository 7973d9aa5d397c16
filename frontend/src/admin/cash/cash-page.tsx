import DownOutlined from "@ant-design/icons/DownOutlined";
import DownloadOutlined from "@ant-design/icons/DownloadOutlined";
import UpOutlined from "@ant-design/icons/UpOutlined";
import WalletOutlined from "@ant-design/icons/WalletOutlined";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Grid, Input, Skeleton, Table, type TableColumnsType } from "antd";
import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { CardList } from "../../common/card-list";
import { useErrorText } from "../../common/error-text";
import { formatDate, formatRupees } from "../../common/formatters";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import type { CashPage_RiderCashSummaryFragment } from "../../gql/graphql";
import badge from "../common/badge.module.css";
import list from "../common/list-page.module.css";
import { useOrderFeed } from "../orders/live-orders";
import { parseDay } from "../orders/order-list-params";
import { downloadCsv } from "../common/csv-file";
import { cashCsv, cashCsvFileName, type CashCsvHeaders } from "./cash-csv";
import { CashDifference } from "./cash-difference";
import { AdminRiderCashSummariesDocument } from "./cash-documents";
import { canRecordHandover, differenceKind } from "./cash-figures";
import { CashHandovers } from "./cash-handovers";
import { UpiCollections } from "./upi-collections";
import { indiaDay } from "../../common/india-day";
import { READ_AFTER_CHANGES } from "../../common/network/reads-after-changes";
import styles from "./cash.module.css";

const RecordHandoverDialog = lazy(() => import("./record-handover-dialog"));

/** A rider's day as the Cash page shows it: the figures, the rider, the day's handovers. */
export const CashPageFragment = graphql(`
  fragment CashPage_RiderCashSummary on RiderCashSummary {
    date
    deliveries
    failedDeliveries
    expectedCash
    tips
    collected
    handedOver
    difference
    cashInHand
    rider {
      id
      name
      phone
      onShift
      cashInHand
    }
    handovers {
      id
      ...CashHandoverList_CashHandover @unmask
    }
  }
`);

type CashRow = CashPage_RiderCashSummaryFragment;

/**
 * Below this the table scrolls sideways (tablets, a narrow window); above it, it fills the width
 * and its headers wrap. The rider's column holds the name, the Record handover button and the
 * handovers' toggle.
 */
const TABLE_MIN_WIDTH = 940;
const RIDER_COLUMN_WIDTH = 250;

/** The figures change as riders deliver (live); and this often in case the live connection cannot be made. */
const REFRESH_MS = 120_000;

/**
 * /admin/cash: each rider's cash on delivery for one day (India's today unless the URL says
 * `?date=`): deliveries, failures, what the delivered orders owe the office (their totals less the
 * riders' tips), the tips (the riders keep them), what was collected (tips included) and handed over, the difference (a shortfall highlighted in words and colour) and the cash in hand
 * now, with 'Record handover' per rider, the day's handovers under each row and the table as CSV.
 * A table from 768 px, cards below. Below it, the day's UPI payments at the door, apart: they are no
 * rider's cash (upi-collections.tsx).
 */
export function CashPage() {
  const { t } = useTranslation();
  const { t: c } = useTranslation("translation", { keyPrefix: "adminRiders.cash" });
  const errorText = useErrorText();
  const dateId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = indiaDay();
  const date = parseDay(searchParams.get("date")) ?? today;
  const wide = Grid.useBreakpoint().md ?? false;
  const [recording, setRecording] = useState<CashRow | null>(null);
  /** The riders whose handovers are shown under their row. */
  const [expanded, setExpanded] = useState<readonly string[]>([]);

  const { data, previousData, loading, error, refetch } = useQuery(AdminRiderCashSummariesDocument, {
    variables: { date },
    fetchPolicy: "cache-and-network",
    pollInterval: REFRESH_MS,
    // Reloaded after a handover, and on order events meanwhile.
    context: READ_AFTER_CHANGES,
  });
  const reload = () => void refetch().catch(() => undefined);
  useOrderFeed(reload);
  const result = data ?? previousData;
  const rows: CashRow[] = error ? [] : (result?.riderCashSummaries ?? []);
  const firstLoad = loading && !result;

  const showDate = (next: string | null) => {
    const params = new URLSearchParams(searchParams);
    if (next && next !== today) params.set("date", next);
    else params.delete("date");
    setSearchParams(params);
  };

  const download = () => {
    const headers: CashCsvHeaders = {
      date: c("column.date"),
      riderName: c("column.rider"),
      riderPhone: c("column.phone"),
      deliveries: c("column.deliveries"),
      failedDeliveries: c("column.failed"),
      expectedCash: c("column.expected"),
      tips: c("column.tips"),
      collected: c("column.collected"),
      handedOver: c("column.handedOver"),
      difference: c("column.difference"),
      cashInHand: c("column.cashInHand"),
    };
    const csvRows = rows.map((row) => ({
      date: row.date,
      riderName: row.rider.name,
      riderPhone: row.rider.phone ?? null,
      deliveries: row.deliveries,
      failedDeliveries: row.failedDeliveries,
      expectedCash: row.expectedCash,
      tips: row.tips,
      collected: row.collected,
      handedOver: row.handedOver,
      difference: row.difference,
      cashInHand: row.cashInHand,
    }));
    downloadCsv(cashCsv(csvRows, headers), cashCsvFileName(date));
  };

  const rider = (row: CashRow) => (
    <span className={list.lines}>
      <span className={list.nameCell}>
        <span className={list.strong}>{row.rider.name}</span>
        <span className={`${badge.badge} ${row.rider.onShift ? badge.success : badge.neutral}`}>
          {row.rider.onShift ? c("onShift") : c("offShift")}
        </span>
      </span>
      {row.rider.phone && <span className={list.muted}>{row.rider.phone}</span>}
    </span>
  );
  const difference = (row: CashRow) => <CashDifference value={row.difference} cashInHand={row.cashInHand} />;
  const recordButton = (row: CashRow) => (
    <Button
      icon={<WalletOutlined aria-hidden />}
      disabled={!canRecordHandover(row.cashInHand)}
      onClick={() => setRecording(row)}
      aria-label={c("recordHandoverOf", { name: row.rider.name })}
    >
      {c("recordHandover")}
    </Button>
  );
  const handoversToggle = (row: CashRow) => {
    const open = expanded.includes(row.rider.id);
    return (
      <Button
        type="link"
        size="small"
        aria-expanded={open}
        icon={open ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
        iconPlacement="end"
        onClick={() => setExpanded((ids) => (open ? ids.filter((id) => id !== row.rider.id) : [...ids, row.rider.id]))}
        className={styles.handoversToggle}
      >
        {c("showHandovers", { count: row.handovers.length })}
      </Button>
    );
  };
  const handoversCaption = (row: CashRow) => c("handoversOf", { name: row.rider.name, date: formatDate(row.date) });
  const money = (value: number) => formatRupees(value);

  const columns: TableColumnsType<CashRow> = [
    {
      title: c("column.rider"),
      key: "rider",
      width: RIDER_COLUMN_WIDTH,
      render: (_, row) => (
        <span className={styles.riderCell}>
          {rider(row)}
          {recordButton(row)}
          {handoversToggle(row)}
        </span>
      ),
    },
    { title: c("column.deliveries"), dataIndex: "deliveries", align: "right" },
    { title: c("column.failed"), dataIndex: "failedDeliveries", align: "right" },
    { title: c("column.expected"), dataIndex: "expectedCash", align: "right", render: money },
    { title: c("column.tips"), dataIndex: "tips", align: "right", render: money },
    { title: c("column.collected"), dataIndex: "collected", align: "right", render: money },
    { title: c("column.handedOver"), dataIndex: "handedOver", align: "right", render: money },
    { title: c("column.difference"), key: "difference", render: (_, row) => difference(row) },
    {
      title: c("column.cashInHand"),
      dataIndex: "cashInHand",
      align: "right",
      render: (value: number) => <span className={list.strong}>{formatRupees(value)}</span>,
    },
  ];

  let body;
  if (error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, c("loadFailed"))}
        action={<Button onClick={reload}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (wide) {
    body = (
      <Table<CashRow>
        rowKey={(row) => row.rider.id}
        columns={columns}
        dataSource={rows}
        loading={firstLoad}
        pagination={false}
        scroll={{ x: TABLE_MIN_WIDTH }}
        tableLayout="auto"
        size="middle"
        locale={{ emptyText: firstLoad ? " " : c("none") }}
        className={list.table}
        rowClassName={(row) => (differenceKind(row.difference) === "short" ? styles.shortRow : "")}
        expandable={{
          // The rows open from their own "N handovers" button, in the rider's cell.
          showExpandColumn: false,
          expandedRowKeys: [...expanded],
          expandedRowRender: (row) => <CashHandovers handovers={row.handovers} caption={handoversCaption(row)} compact={false} />,
        }}
      />
    );
  } else if (firstLoad) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{c("loading")}</span>
        <Skeleton active />
      </div>
    );
  } else if (rows.length === 0) {
    body = <p className={list.empty}>{c("none")}</p>;
  } else {
    body = (
      <CardList>
        {rows.map((row) => (
          <li key={row.rider.id} className={differenceKind(row.difference) === "short" ? `${list.card} ${styles.shortCard}` : list.card}>
            {rider(row)}
            <dl className={styles.figures}>
              <div>
                <dt>{c("column.deliveries")}</dt>
                <dd>{row.deliveries}</dd>
              </div>
              <div>
                <dt>{c("column.failed")}</dt>
                <dd>{row.failedDeliveries}</dd>
              </div>
              <div>
                <dt>{c("column.expected")}</dt>
                <dd>{formatRupees(row.expectedCash)}</dd>
              </div>
              <div>
                <dt>{c("column.tips")}</dt>
                <dd>{formatRupees(row.tips)}</dd>
              </div>
              <div>
                <dt>{c("column.collected")}</dt>
                <dd>{formatRupees(row.collected)}</dd>
              </div>
              <div>
                <dt>{c("column.handedOver")}</dt>
                <dd>{formatRupees(row.handedOver)}</dd>
              </div>
              <div>
                <dt>{c("column.difference")}</dt>
                <dd>{difference(row)}</dd>
              </div>
              <div className={styles.wideFigure}>
                <dt>{c("column.cashInHand")}</dt>
                <dd className={styles.inHandFigure}>{formatRupees(row.cashInHand)}</dd>
              </div>
            </dl>
            {recordButton(row)}
            <details className={styles.cardHandovers}>
              <summary>{c("showHandovers", { count: row.handovers.length })}</summary>
              <CashHandovers handovers={row.handovers} caption={handoversCaption(row)} compact />
            </details>
          </li>
        ))}
      </CardList>
    );
  }

  return (
    <div className={`${list.page} ${styles.page}`}>
      <PageTitle page={c("title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{c("title")}</h1>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={download} disabled={firstLoad || Boolean(error)}>
          {c("downloadCsv")}
        </Button>
      </div>
      <p className={list.intro}>{c("intro")}</p>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor={dateId}>{c("date")}</label>
          <Input
            id={dateId}
            type="date"
            value={date}
            max={today}
            onChange={(event) => showDate(parseDay(event.target.value))}
            className={styles.dateInput}
          />
        </div>
        {date !== today && (
          <Button type="link" onClick={() => showDate(null)}>
            {c("today")}
          </Button>
        )}
      </div>
      {!error && (
        <p className={list.count} aria-live="polite">
          {firstLoad ? c("loading") : `${formatDate(date)} · ${c("count", { count: rows.length })}`}
        </p>
      )}
      {body}
      <UpiCollections date={date} />
      {recording && (
        <Suspense fallback={null}>
          <RecordHandoverDialog
            rider={recording.rider}
            cashInHand={recording.cashInHand}
            onClose={() => setRecording(null)}
            onRecorded={reload}
          />
        </Suspense>
      )}
    </div>
  );
}
