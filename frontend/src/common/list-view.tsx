import { Alert, Button, Skeleton, Table, type TableColumnsType } from "antd";
import type { ReactNode } from "react";

export interface ListViewProps<Row> {
  rows: Row[];
  rowKey: keyof Row & string;
  columns: TableColumnsType<Row>;
  /** A table on wide screens; the cards of `renderCards` on phones. */
  wide: boolean;
  /** Nothing has arrived yet: a loading table or a skeleton, never the empty text. */
  firstLoad: boolean;
  /** The fetch failed: its message with a retry button instead of the list. */
  failure: { title: string; retryLabel: string; onRetry: () => void } | null;
  emptyText: string;
  /** What screen readers hear while the cards' skeleton shows. */
  loadingLabel: string;
  renderCards: (rows: Row[]) => ReactNode;
  classNames?: { table?: string; empty?: string };
  /** Many columns: the table scrolls sideways inside the page instead of widening it. */
  scrollsSideways?: boolean;
}

/**
 * A fetched list as every list page shows it: an error with Try Again, a table on wide screens,
 * cards on phones, a skeleton while the first answer is on its way and a sentence when it is empty.
 */
export function ListView<Row extends object>(props: ListViewProps<Row>) {
  const { rows, wide, firstLoad, failure, emptyText, classNames } = props;
  if (failure) {
    return <Alert type="error" showIcon title={failure.title} action={<Button onClick={failure.onRetry}>{failure.retryLabel}</Button>} />;
  }
  if (wide) {
    return (
      <Table<Row>
        rowKey={props.rowKey}
        columns={props.columns}
        dataSource={rows}
        loading={firstLoad}
        pagination={false}
        locale={{ emptyText: firstLoad ? " " : emptyText }}
        className={classNames?.table}
        scroll={props.scrollsSideways ? { x: "max-content" } : undefined}
      />
    );
  }
  if (firstLoad) {
    return (
      <div aria-busy="true">
        <span className="sr-only">{props.loadingLabel}</span>
        <Skeleton active />
      </div>
    );
  }
  if (rows.length === 0) return <p className={classNames?.empty}>{emptyText}</p>;
  return props.renderCards(rows);
}
