import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import ShopOutlined from "@ant-design/icons/ShopOutlined";
import { Button, Drawer, Radio } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { LanguageSwitch } from "../../common/language-switch";
import { useLogout } from "../../common/use-logout";
import { TICKET_PAPERS, type TicketPaper } from "../ticket/ticket-paper";
import styles from "../kitchen-frame.module.css";

/**
 * The board's settings, kept on this device: the language, the receipt printer's paper; and the
 * ways out (the person's other kitchens, the shop, logging out).
 */
export function SettingsDrawer(props: {
  open: boolean;
  onClose: () => void;
  paper: TicketPaper;
  onPaperChange: (paper: TicketPaper) => void;
}) {
  const { t } = useTranslation();
  const { logout, loggingOut } = useLogout();
  const paperLabelId = useId();
  const paperHintId = useId();
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t("kitchen.header.settingsTitle")}
      placement="right"
      size={340}
      closable={{ "aria-label": t("kitchen.actions.cancel") }}
    >
      <div className={styles.settings}>
        <LanguageSwitch showLabel />
        <div>
          <p id={paperLabelId} className={styles.settingLabel}>
            {t("kitchen.ticket.paperLabel")}
          </p>
          <Radio.Group
            aria-labelledby={paperLabelId}
            aria-describedby={paperHintId}
            optionType="button"
            buttonStyle="solid"
            value={props.paper}
            onChange={(event) => props.onPaperChange(event.target.value as TicketPaper)}
            options={TICKET_PAPERS.map((paper) => ({ value: paper, label: t(`kitchen.ticket.paper${paper}`) }))}
          />
          <p id={paperHintId} className={styles.settingHint}>
            {t("kitchen.ticket.paperHint")}
          </p>
        </div>
        <nav className={styles.settingLinks} aria-label={t("kitchen.header.settings")}>
          <Link to="/kitchen" className={styles.settingLink} onClick={props.onClose}>
            <AppstoreOutlined aria-hidden /> {t("kitchen.header.otherKitchens")}
          </Link>
          <Link to="/shop/home" className={styles.settingLink}>
            <ShopOutlined aria-hidden /> {t("kitchen.header.toShop")}
          </Link>
        </nav>
        <Button icon={<LogoutOutlined aria-hidden />} loading={loggingOut} onClick={() => void logout()}>
          {t("kitchen.header.logOut")}
        </Button>
      </div>
    </Drawer>
  );
}
