import BellOutlined from "@ant-design/icons/BellOutlined";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../current-user";
import { toast } from "../toast/toast";
import { PushConfigDocument } from "./push-documents";
import { enablePushNotifications, notificationPermission } from "./push-sync";
import styles from "./push-opt-in.module.css";

/**
 * The offer to turn on notifications for this device: customers get order updates, staff new
 * orders, riders the deliveries given to them. The browser asks for permission only when the button is pressed. Nothing is shown
 * when push is off on the server, the browser has no Web Push, or the question was already
 * answered (allowed: the subscription is kept up to date on its own; blocked: only the
 * browser's settings can change that). Render inside AntdTheme.
 */
export function PushOptIn({ audience }: { audience: "customer" | "staff" | "rider" }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { user } = useCurrentUser();
  const { data } = useQuery(PushConfigDocument);
  const [permission, setPermission] = useState(notificationPermission);
  const [busy, setBusy] = useState(false);

  if (!user || !data?.pushConfig.vapidPublicKey || permission !== "default") return null;

  const enable = async () => {
    setBusy(true);
    try {
      const outcome = await enablePushNotifications(client, user.id);
      if (outcome === "saved" || outcome === "unchanged") toast.success(t("liveOrders.push.enabled"));
      else if (outcome === "not-allowed" && Notification.permission === "denied") toast.warning(t("liveOrders.push.denied"));
    } catch (error) {
      console.warn("Notifications could not be turned on", error);
      toast.error(t("liveOrders.push.failed"));
    } finally {
      setBusy(false);
      setPermission(notificationPermission());
    }
  };

  const offer = t(`liveOrders.push.${audience}Offer`);
  const hint = t(`liveOrders.push.${audience}OfferHint`);
  return (
    <div className={styles.offer}>
      <BellOutlined className={styles.icon} aria-hidden />
      <p className={styles.hint}>{hint}</p>
      <Button onClick={() => void enable()} loading={busy}>
        {offer}
      </Button>
    </div>
  );
}
