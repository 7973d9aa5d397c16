import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Tag, type TableColumnsType } from "antd";
import { useTranslation } from "react-i18next";
import { CardList } from "../../common/card-list";
import { formatDateTime } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { graphql } from "../../gql";
import type { AuditEntries_AuditEntryFragment } from "../../gql/graphql";
import { auditChangeLines, type AuditValueWords } from "./audit-values";
import { auditActionKey, auditKindLabelKey } from "./audit-words";
import list from "../common/list-page.module.css";
import styles from "./audit.module.css";

/** What a row of the audit trail shows: who, when, what, the kind and name of what changed, and each changed field before and after. */
export const AuditEntriesFragment = graphql(`
  fragment AuditEntries_AuditEntry on AuditEntry {
    id
    at
    actorKind
    actorName
    action
    entityType
    entityName
    changes {
      field
      before
      after
    }
  }
`);

type AuditRow = AuditEntries_AuditEntryFragment;

interface AuditEntriesProps {
  entries: ReadonlyArray<FragmentType<typeof AuditEntriesFragment>>;
  /** A table on wide screens, cards below. */
  wide: boolean;
  firstLoad: boolean;
  emptyText: string;
}

/** The entries of one page, newest first: a table (When, Who, What, Kind and name, Changes), cards on phones. */
export function AuditEntries({ wide, firstLoad, emptyText, ...props }: AuditEntriesProps) {
  const { t, i18n } = useTranslation();
  const rows = useFragment({ fragment: AuditEntriesFragment, fragmentName: "AuditEntries_AuditEntry", from: [...props.entries] });
  const entries = rows.complete ? rows.data : [];
  const words: AuditValueWords = { yes: t("adminAudit.yes"), no: t("adminAudit.no") };

  const when = (row: AuditRow) => <span className={styles.when}>{formatDateTime(row.at)}</span>;
  const who = (row: AuditRow) => (
    <span className={list.nameCell}>
      <span className={`${list.strong} ${list.wrap}`}>{row.actorName}</span>
      {row.actorKind === "API_KEY" && <Tag color="blue">{t("adminAudit.apiKey")}</Tag>}
    </span>
  );
  const what = (row: AuditRow) => {
    const key = auditActionKey(row.action, (candidate) => i18n.exists(candidate));
    return key ? t(key) : <code className={styles.action}>{row.action}</code>;
  };
  // The kind, and below it what it was called then (a coupon's code, a dish's name); only the kind where the server has no name.
  const kind = (row: AuditRow) => (
    <span className={styles.kind}>
      <span>{t(auditKindLabelKey(row.entityType))}</span>
      {row.entityName && <span className={`${list.strong} ${list.wrap}`}>{row.entityName}</span>}
    </span>
  );
  const changes = (row: AuditRow) => {
    const lines = auditChangeLines(row.changes, words);
    return lines.length === 0 ? (
      <span className={list.muted}>{t("adminAudit.noChanges")}</span>
    ) : (
      <ul className={styles.changes}>
        {lines.map((line) => (
          <li key={line.field}>
            <span className={styles.field}>{line.field}:</span> {line.before} → {line.after}
          </li>
        ))}
      </ul>
    );
  };

  const columns: TableColumnsType<AuditRow> = [
    { title: t("adminAudit.column.when"), key: "when", width: 150, render: (_, row) => when(row) },
    { title: t("adminAudit.column.who"), key: "who", width: 180, render: (_, row) => who(row) },
    { title: t("adminAudit.column.what"), key: "what", width: 200, render: (_, row) => what(row) },
    { title: t("adminAudit.column.kind"), key: "kind", width: 160, render: (_, row) => kind(row) },
    { title: t("adminAudit.column.changes"), key: "changes", render: (_, row) => changes(row) },
  ];

  return (
    <ListView<AuditRow>
      rows={entries}
      rowKey="id"
      columns={columns}
      wide={wide}
      firstLoad={firstLoad}
      failure={null}
      emptyText={emptyText}
      loadingLabel={t("adminAudit.loading")}
      classNames={{ table: `${list.table} ${styles.table}`, empty: list.empty }}
      renderCards={(cards) => (
        <CardList>
          {cards.map((row) => (
            <li key={row.id} className={list.card}>
              <span className={list.muted}>{formatDateTime(row.at)}</span>
              {who(row)}
              <span className={list.strong}>{what(row)}</span>
              <span className={list.labelled}>
                <span className={list.muted}>{t("adminAudit.column.kind")}</span>
                {kind(row)}
              </span>
              <span className={list.labelled}>
                <span className={list.muted}>{t("adminAudit.column.changes")}</span>
                {changes(row)}
              </span>
            </li>
          ))}
        </CardList>
      )}
    />
  );
}
