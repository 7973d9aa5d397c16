import HistoryOutlined from "@ant-design/icons/HistoryOutlined";
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
import type { WebhookList_WebhookFragment } from "../../gql/graphql";
import list from "../common/list-page.module.css";
import { SuperadminOnly } from "../common/superadmin-only";
import type { NewWebhook } from "./create-webhook-dialog";
import { DeleteWebhookButton } from "./delete-webhook-button";
import { WebhookRestaurants } from "./webhook-restaurants";
import { AdminWebhooksDocument } from "./webhooks-documents";
import styles from "./webhooks.module.css";

const CreateWebhookDialog = lazy(() => import("./create-webhook-dialog"));
const SecretDialog = lazy(() => import("../common/secret-dialog"));
const WebhookDeliveriesDrawer = lazy(() => import("./webhook-deliveries-drawer"));

/** What a row of the webhook list shows. */
export const WebhookListFragment = graphql(`
  fragment WebhookList_Webhook on Webhook {
    id
    url
    events
    restaurantIds
    active
    createdAt
    deletedAt
    failing
    failingSince
    lastDeliveryAt
  }
`);

type WebhookRow = WebhookList_WebhookFragment;

/** /admin/webhooks: superadmins add URLs partners get events at, watch their deliveries and delete them. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && user.role !== "SUPERADMIN") return <SuperadminOnly page={t("adminWebhooks.title")} />;
  return <WebhookList />;
}

function WebhookList() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const wide = Grid.useBreakpoint().lg ?? false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<NewWebhook | null>(null);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookRow | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminWebhooksDocument, { fetchPolicy: "cache-and-network" });
  const rows = useFragment({
    fragment: WebhookListFragment,
    fragmentName: "WebhookList_Webhook",
    from: error ? [] : (data?.webhooks ?? []),
  });
  const webhooks = rows.complete ? rows.data : [];
  const firstLoad = loading && !data;

  const target = (row: WebhookRow) => (
    <span className={list.lines}>
      <span className={`${list.strong} ${list.wrap}`}>{row.url}</span>
      <span className={list.tags}>
        {row.active ? <Tag color="success">{t("adminWebhooks.active")}</Tag> : <Tag>{t("adminWebhooks.deleted")}</Tag>}
        {row.failing && row.failingSince && (
          <Tag color="error">{t("adminWebhooks.failingSince", { date: formatDateTime(row.failingSince) })}</Tag>
        )}
      </span>
    </span>
  );
  const events = (row: WebhookRow) => (
    <span className={list.tags}>
      {row.events.map((event) => (
        <Tag key={event} className={list.codeTag}>
          {event}
        </Tag>
      ))}
    </span>
  );
  const dates = (row: WebhookRow) => (
    <span className={list.lines}>
      <span className={list.muted}>{t("adminWebhooks.createdOn", { date: formatDate(row.createdAt) })}</span>
      <span className={list.muted}>
        {row.lastDeliveryAt ? t("adminWebhooks.lastDelivery", { date: formatDateTime(row.lastDeliveryAt) }) : t("adminWebhooks.noDelivery")}
      </span>
      {row.deletedAt && <span className={list.ended}>{t("adminWebhooks.deletedOn", { date: formatDateTime(row.deletedAt) })}</span>}
    </span>
  );
  const actions = (row: WebhookRow) => (
    <span className={styles.actions}>
      <Button
        icon={<HistoryOutlined aria-hidden />}
        onClick={() => setDeliveriesOf(row)}
        aria-label={t("adminWebhooks.deliveries.buttonOf", { url: row.url })}
      >
        {t("adminWebhooks.deliveries.button")}
      </Button>
      {row.active && <DeleteWebhookButton id={row.id} url={row.url} />}
    </span>
  );

  const columns: TableColumnsType<WebhookRow> = [
    { title: t("adminWebhooks.column.webhook"), key: "webhook", render: (_, row) => target(row) },
    { title: t("adminWebhooks.column.events"), key: "events", render: (_, row) => events(row) },
    {
      title: t("adminWebhooks.column.restaurants"),
      key: "restaurants",
      render: (_, row) => <WebhookRestaurants ids={row.restaurantIds} />,
    },
    { title: t("adminWebhooks.column.deliveries"), key: "deliveries", render: (_, row) => dates(row) },
    { title: t("adminWebhooks.column.actions"), key: "actions", render: (_, row) => actions(row) },
  ];

  return (
    <div className={list.page}>
      <PageTitle page={t("adminWebhooks.title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{t("adminWebhooks.title")}</h1>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          {t("adminWebhooks.create")}
        </Button>
      </div>
      <p className={list.intro}>{t("adminWebhooks.intro")}</p>
      {!error && (
        <p className={list.count} aria-live="polite">
          {firstLoad ? t("adminWebhooks.loading") : t("adminWebhooks.count", { count: webhooks.length })}
        </p>
      )}
      <ListView<WebhookRow>
        rows={webhooks}
        rowKey="id"
        columns={columns}
        wide={wide}
        firstLoad={firstLoad}
        failure={
          error
            ? {
                title: errorText(error, t("adminWebhooks.loadFailed")),
                retryLabel: t("adminOps.common.retry"),
                onRetry: () => void refetch().catch(() => undefined),
              }
            : null
        }
        emptyText={t("adminWebhooks.none")}
        loadingLabel={t("adminWebhooks.loading")}
        classNames={{ table: list.table, empty: list.empty }}
        renderCards={(cards) => (
          <CardList>
            {cards.map((row) => (
              <li key={row.id} className={row.active ? list.card : `${list.card} ${list.endedCard}`}>
                {target(row)}
                {events(row)}
                <span className={list.labelled}>
                  <span className={list.muted}>{t("adminWebhooks.column.restaurants")}</span>
                  <WebhookRestaurants ids={row.restaurantIds} />
                </span>
                {dates(row)}
                {actions(row)}
              </li>
            ))}
          </CardList>
        )}
      />
      <Suspense fallback={null}>
        {creating && (
          <CreateWebhookDialog
            onClose={() => setCreating(false)}
            onCreated={(webhook) => {
              setCreating(false);
              setCreated(webhook);
              void refetch().catch(() => undefined);
            }}
          />
        )}
        {created && (
          <SecretDialog
            title={t("adminWebhooks.secret.title", { url: created.url })}
            secret={created.signingSecret}
            textsAt="adminWebhooks.secret"
            onClose={() => setCreated(null)}
          />
        )}
        {deliveriesOf && <WebhookDeliveriesDrawer webhook={deliveriesOf} onClose={() => setDeliveriesOf(null)} />}
      </Suspense>
    </div>
  );
}
