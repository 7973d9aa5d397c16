import { useQuery } from "@apollo/client/react";
import { Alert, Button, Grid, Pagination } from "antd";
import { useTranslation } from "react-i18next";
import { useUrlList } from "../common/use-url-list";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { PageTitle } from "../../common/page-title";
import { SuperadminOnly } from "../common/superadmin-only";
import { AuditEntries } from "./audit-entries";
import { AuditFiltersBar } from "./audit-filters-bar";
import { AdminAuditLogDocument } from "./audit-documents";
import {
  AUDIT_PAGE_SIZE,
  auditListFilter,
  auditListOffset,
  auditListParamsFromSearch,
  auditListParamsToSearch,
  isAuditFiltered,
  isBackwardRange,
} from "./audit-list-params";
import list from "../common/list-page.module.css";
import styles from "./audit.module.css";

/**
 * /admin/audit: every change staff and API keys made, newest first, a page at a time: when, who
 * (a key tagged so), what in words, the kind of thing and each changed field before → after.
 * Filters and page live in the URL. Superadmins only; an admin is told so.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && user.role !== "SUPERADMIN") return <SuperadminOnly page={t("adminAudit.title")} />;
  return <AuditTrail />;
}

function AuditTrail() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, show] = useUrlList(auditListParamsFromSearch, auditListParamsToSearch);
  const wide = Grid.useBreakpoint().lg ?? false;
  const backward = isBackwardRange(params);

  const { data, previousData, loading, error, refetch } = useQuery(AdminAuditLogDocument, {
    variables: { filter: auditListFilter(params), limit: AUDIT_PAGE_SIZE, offset: auditListOffset(params.page) },
    fetchPolicy: "cache-and-network",
    skip: backward,
  });
  // While the next page or filter loads, the last one stays (no flash of an empty table).
  const result = data ?? previousData;
  const entries = error ? [] : (result?.auditLog.items ?? []);
  const total = error ? 0 : (result?.auditLog.total ?? 0);
  const firstLoad = loading && !result;
  const filtered = isAuditFiltered(params);

  const reload = () => void refetch().catch(() => undefined);

  return (
    <div className={list.page}>
      <PageTitle page={t("adminAudit.title")} area="admin" />
      <h1 className={list.title}>{t("adminAudit.title")}</h1>
      <p className={list.intro}>{t("adminAudit.intro")}</p>
      <AuditFiltersBar list={params} onChange={show} />
      {backward ? (
        <Alert type="warning" showIcon title={t("adminAudit.filters.rangeInvalid")} />
      ) : error ? (
        <Alert
          type="error"
          showIcon
          title={errorText(error, t("adminAudit.loadFailed"))}
          // A filter the server refused (a malformed link) does not get better by asking again.
          action={errorCode(error) === "BAD_USER_INPUT" ? undefined : <Button onClick={reload}>{t("adminOps.common.retry")}</Button>}
        />
      ) : (
        <>
          <p className={list.count} aria-live="polite">
            {firstLoad ? t("adminAudit.loading") : t("adminAudit.count", { count: total })}
          </p>
          <AuditEntries
            entries={entries}
            wide={wide}
            firstLoad={firstLoad}
            emptyText={filtered ? t("adminAudit.noMatches") : t("adminAudit.none")}
          />
        </>
      )}
      {!backward && !error && total > AUDIT_PAGE_SIZE && (
        <nav aria-label={t("adminAudit.paging")} className={styles.paging}>
          <Pagination
            current={params.page}
            pageSize={AUDIT_PAGE_SIZE}
            total={total}
            showSizeChanger={false}
            simple={!wide}
            onChange={(page) => show({ ...params, page })}
          />
        </nav>
      )}
    </div>
  );
}
