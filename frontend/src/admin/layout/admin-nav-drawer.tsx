import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "../../common/language-switch";
import { AdminNav } from "./admin-nav";
import styles from "./admin-layout.module.css";

/** The sidebar as a drawer on small screens, with the language switch; loaded the first time it is opened. */
export default function AdminNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t("admin.panel")} placement="left" open={open} onClose={onClose} size={280}>
      <AdminNav onNavigate={onClose} />
      <div className={styles.drawerLanguage}>
        <LanguageSwitch showLabel />
      </div>
    </Drawer>
  );
}
