import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { PageTitle } from "../../common/page-title";
import styles from "./superadmin-only.module.css";

/**
 * What an admin sees on a page for superadmins only (Users, API keys, Webhooks): they reach the admin area
 * but not this page, so it says so plainly instead of showing an empty list.
 */
export function SuperadminOnly({ page }: { page: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle page={page} area="admin" />
      <Result
        status="403"
        title={<h1 className={styles.title}>{t("adminOps.users.refusedTitle")}</h1>}
        subTitle={t("adminOps.orders.superAdminOnly")}
        extra={
          <Button type="primary" onClick={() => void navigate("/admin/dashboard")}>
            {t("adminOps.users.backToDashboard")}
          </Button>
        }
      />
    </>
  );
}
