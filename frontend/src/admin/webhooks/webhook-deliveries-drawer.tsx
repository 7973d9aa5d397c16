import ReloadOutlined from "@ant-design/icons/ReloadOutlined";
import { useQuery } from "@apollo/client/react";
import { Alert, Button, Drawer, Grid, Pagination, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CardList } from "../../common/card-list";
import { useErrorText } from "../../common/error-text";
import list from "../common/list-page.module.css";
import { WebhookDelivery } from "./webhook-delivery";
import { AdminWebhookDeliveriesDocument } from "./webhooks-documents";
import styles from "./webhooks.module.css";

/** Deliveries a page shows (the server allows 1 to 50). */
const PAGE_SIZE = 10;

/**
 * A webhook's deliveries, newest first, a page at a time; each opens into its attempts and can be
 * sent again. Refresh asks anew, to watch a delivery that is being retried.
 */
export default function WebhookDeliveriesDrawer({ webhook, onClose }: { webhook: { id: string; url: string }; onClose: () => void }) {
  const { t } = useTranslation();
  const { t: d } = useTranslation("translation", { keyPrefix: "adminWebhooks.deliveries" });
  const errorText = useErrorText();
  const wide = Grid.useBreakpoint().md ?? false;
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminWebhookDeliveriesDocument, {
    variables: { webhookId: webhook.id, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const shown = (data ?? previousData)?.webhookDeliveries;
  const retry = () => void refetch().catch(() => undefined);

  return (
    <Drawer title={d("title")} open onClose={onClose} size={wide ? 560 : "100%"} destroyOnHidden closable={{ "aria-label": d("close") }}>
      <div className={styles.drawerBody}>
        <p className={`${list.muted} ${list.wrap}`}>{d("of", { url: webhook.url })}</p>
        <div className={list.heading}>
          <p className={list.count} aria-live="polite">
            {shown ? d("total", { count: shown.total }) : d("loading")}
          </p>
          <Button icon={<ReloadOutlined aria-hidden />} onClick={retry} loading={loading && Boolean(shown)}>
            {d("refresh")}
          </Button>
        </div>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={errorText(error, d("loadFailed"))}
            action={<Button onClick={retry}>{t("adminOps.common.retry")}</Button>}
          />
        ) : !shown ? (
          <Skeleton active aria-label={d("loading")} />
        ) : shown.items.length === 0 ? (
          <p className={list.empty}>{d("none")}</p>
        ) : (
          <CardList>
            {shown.items.map((delivery) => (
              <WebhookDelivery key={delivery.id} delivery={delivery} />
            ))}
          </CardList>
        )}
        {shown && shown.total > PAGE_SIZE && (
          <Pagination current={page} pageSize={PAGE_SIZE} total={shown.total} onChange={setPage} showSizeChanger={false} simple={!wide} />
        )}
      </div>
    </Drawer>
  );
}
