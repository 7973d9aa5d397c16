import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import styles from "../layout/admin-layout.module.css";
import { PageTitle } from "../../common/page-title";

/** /admin/dashboard: the spec shows no content; a heading and a welcome until the dashboard task. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <div className={styles.dashboard}>
      <PageTitle page={t("admin.dashboard")} area="admin" />
      <h1>{t("admin.dashboard")}</h1>
      <p>{t("admin.welcome", { name: user?.userName ?? "" })}</p>
    </div>
  );
}
