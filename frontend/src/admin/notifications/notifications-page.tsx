import { Grid } from "antd";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { PageTitle } from "../../common/page-title";
import { BroadcastForm } from "./broadcast-form";
import { BroadcastHistory } from "./broadcast-history";
import styles from "./notifications.module.css";

/**
 * /admin/notifications: superadmins compose a broadcast (title, message, audience, optional
 * link), see its preview and send it; every admin sees the history with how many browsers each
 * broadcast reached. Admins see the form disabled with the notice that sending needs super
 * admin access (docs/architecture.md#roles).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const wide = Grid.useBreakpoint().md ?? false;
  return (
    <div className={styles.page}>
      <PageTitle page={t("adminNotifications.title")} area="admin" />
      <div>
        <h1 className={styles.title}>{t("adminNotifications.title")}</h1>
        <p className={styles.intro}>{t("adminNotifications.intro")}</p>
      </div>
      <BroadcastForm canSend={user?.role === "SUPERADMIN"} />
      <BroadcastHistory wide={wide} />
    </div>
  );
}
