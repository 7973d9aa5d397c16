import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { AdminNav } from "./admin-nav";

/** The sidebar as a drawer on small screens; loaded the first time it is opened. */
export default function AdminNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer title={t("admin.panel")} placement="left" open={open} onClose={onClose} size={280}>
      <AdminNav onNavigate={onClose} />
    </Drawer>
  );
}
