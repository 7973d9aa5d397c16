import PlusOutlined from "@ant-design/icons/PlusOutlined";
import { useFragment, useQuery } from "@apollo/client/react";
import { Button, Grid, Tag, type TableColumnsType } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardList } from "../../common/card-list";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { formatDate, formatDateTime } from "../../common/formatters";
import { ListView } from "../../common/list-view";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import type { ApiKeyList_ApiKeyFragment } from "../../gql/graphql";
import { SuperadminOnly } from "../common/superadmin-only";
import { ApiKeyDays } from "./api-key-days";
import { AdminApiKeysDocument } from "./api-keys-documents";
import type { NewApiKey } from "./create-api-key-dialog";
import { RevokeApiKeyButton } from "./revoke-api-key-button";
import list from "../common/list-page.module.css";
import styles from "./api-keys.module.css";

const CreateApiKeyDialog = lazy(() => import("./create-api-key-dialog"));
const SecretDialog = lazy(() => import("../common/secret-dialog"));

/** What a row of the key list shows besides its days. */
export const ApiKeyListFragment = graphql(`
  fragment ApiKeyList_ApiKey on ApiKey {
    id
    name
    prefix
    scopes
    restaurants {
      id
      name
    }
    requestsPerMinute
    requestsToday
    createdAt
    lastUsedAt
    revokedAt
  }
`);

type ApiKeyRow = ApiKeyList_ApiKeyFragment;

/** /admin/api-keys: superadmins create keys for partners' programs, watch their use and revoke them. */
export function ApiKeysPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && user.role !== "SUPERADMIN") return <SuperadminOnly page={t("adminApiKeys.title")} />;
  return <ApiKeyList />;
}

function ApiKeyList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const wide = Grid.useBreakpoint().lg ?? false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const [openDays, setOpenDays] = useState<ReadonlySet<string>>(new Set());
  const { data, loading, error, refetch } = useQuery(AdminApiKeysDocument, { fetchPolicy: "cache-and-network" });
  const items = error ? [] : (data?.apiKeys ?? []);
  const rows = useFragment({ fragment: ApiKeyListFragment, fragmentName: "ApiKeyList_ApiKey", from: items });
  const keys = rows.complete ? rows.data : [];
  const firstLoad = loading && !data;
  const days = (row: ApiKeyRow) => {
    const item = items.find((entry) => entry.id === row.id);
    const toggle = (open: boolean) =>
      setOpenDays((ids) => (open === ids.has(row.id) ? ids : new Set(open ? [...ids, row.id] : [...ids].filter((id) => id !== row.id))));
    return item && <ApiKeyDays apiKey={item} open={openDays.has(row.id)} onToggle={toggle} />;
  };

  const name = (row: ApiKeyRow) => (
    <span className={list.nameCell}>
      <span className={list.strong}>{row.name}</span>
      {row.revokedAt && <Tag color="error">{t("adminApiKeys.revoked")}</Tag>}
    </span>
  );
  const prefix = (row: ApiKeyRow) => (
    <span className={list.muted}>
      {t("adminApiKeys.prefix")} <code className={styles.prefix}>{row.prefix}…</code>
    </span>
  );
  const scopes = (row: ApiKeyRow) => (
    <span className={list.tags}>
      {row.scopes.map((scope) => (
        <Tag key={scope} className={list.codeTag}>
          {scope}
        </Tag>
      ))}
    </span>
  );
  const restaurants = (row: ApiKeyRow) =>
    row.restaurants.length > 0 ? (
      <span className={list.wrap}>{row.restaurants.map((restaurant) => restaurant.name).join(", ")}</span>
    ) : (
      <span className={list.muted}>{t("adminApiKeys.noRestaurants")}</span>
    );
  const requests = (row: ApiKeyRow) => (
    <span className={list.lines}>
      <span className={list.strong}>{t("adminApiKeys.requestsToday", { count: row.requestsToday })}</span>
      <span className={list.muted}>{t("adminApiKeys.limit", { count: row.requestsPerMinute })}</span>
      {days(row)}
    </span>
  );
  const dates = (row: ApiKeyRow) => (
    <span className={list.lines}>
      <span className={list.muted}>{t("adminApiKeys.createdOn", { date: formatDate(row.createdAt) })}</span>
      <span className={list.muted}>
        {row.lastUsedAt ? t("adminApiKeys.lastUsed", { date: formatDateTime(row.lastUsedAt) }) : t("adminApiKeys.neverUsed")}
      </span>
      {row.revokedAt && <span className={list.ended}>{t("adminApiKeys.revokedOn", { date: formatDateTime(row.revokedAt) })}</span>}
    </span>
  );
  const revoke = (row: ApiKeyRow) => !row.revokedAt && <RevokeApiKeyButton id={row.id} name={row.name} />;

  const columns: TableColumnsType<ApiKeyRow> = [
    {
      title: t("adminApiKeys.column.key"),
      key: "key",
      render: (_, row) => (
        <span className={styles.keyCell}>
          {name(row)}
          {prefix(row)}
          {dates(row)}
        </span>
      ),
    },
    { title: t("adminApiKeys.column.scopes"), key: "scopes", width: 190, render: (_, row) => scopes(row) },
    { title: t("adminApiKeys.column.restaurants"), key: "restaurants", render: (_, row) => restaurants(row) },
    { title: t("adminApiKeys.column.requests"), key: "requests", width: 280, render: (_, row) => requests(row) },
    { title: t("adminApiKeys.column.actions"), key: "actions", width: 150, render: (_, row) => revoke(row) },
  ];

  return (
    <div className={list.page}>
      <PageTitle page={t("adminApiKeys.title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{t("adminApiKeys.title")}</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t("adminApiKeys.create")}
        </Button>
      </div>
      <p className={list.intro}>{t("adminApiKeys.intro")}</p>
      {!error && (
        <p className={list.count} aria-live="polite">
          {firstLoad ? t("adminApiKeys.loading") : t("adminApiKeys.count", { count: keys.length })}
        </p>
      )}
      <ListView<ApiKeyRow>
        rows={keys}
        rowKey="id"
        columns={columns}
        wide={wide}
        firstLoad={firstLoad}
        failure={
          error
            ? {
                title: errorText(error, t("adminApiKeys.loadFailed")),
                retryLabel: t("adminOps.common.retry"),
                onRetry: () => void refetch().catch(() => undefined),
              }
            : null
        }
        emptyText={t("adminApiKeys.none")}
        loadingLabel={t("adminApiKeys.loading")}
        classNames={{ table: list.table, empty: list.empty }}
        renderCards={(cards) => (
          <CardList>
            {cards.map((row) => (
              <li key={row.id} className={row.revokedAt ? `${list.card} ${list.endedCard}` : list.card}>
                {name(row)}
                {prefix(row)}
                {dates(row)}
                {scopes(row)}
                <span className={list.labelled}>
                  <span className={list.muted}>{t("adminApiKeys.column.restaurants")}</span>
                  {restaurants(row)}
                </span>
                {requests(row)}
                {revoke(row)}
              </li>
            ))}
          </CardList>
        )}
      />
      <Suspense fallback={null}>
        {creating && (
          <CreateApiKeyDialog
            onClose={() => setCreating(false)}
            onCreated={(key) => {
              setCreating(false);
              setCreated(key);
              void refetch().catch(() => undefined);
            }}
          />
        )}
        {created && (
          <SecretDialog
            title={t("adminApiKeys.secret.title", { name: created.name })}
            secret={created.secret}
            textsAt="adminApiKeys.secret"
            onClose={() => setCreated(null)}
          />
        )}
      </Suspense>
    </div>
  );
}
