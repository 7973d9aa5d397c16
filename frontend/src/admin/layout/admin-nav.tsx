import ApiOutlined from "@ant-design/icons/ApiOutlined";
import AuditOutlined from "@ant-design/icons/AuditOutlined";
import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import BankOutlined from "@ant-design/icons/BankOutlined";
import BellOutlined from "@ant-design/icons/BellOutlined";
import CalculatorOutlined from "@ant-design/icons/CalculatorOutlined";
import GiftOutlined from "@ant-design/icons/GiftOutlined";
import PictureOutlined from "@ant-design/icons/PictureOutlined";
import QuestionCircleOutlined from "@ant-design/icons/QuestionCircleOutlined";
import ProfileOutlined from "@ant-design/icons/ProfileOutlined";
import SendOutlined from "@ant-design/icons/SendOutlined";
import ShopOutlined from "@ant-design/icons/ShopOutlined";
import TeamOutlined from "@ant-design/icons/TeamOutlined";
import WalletOutlined from "@ant-design/icons/WalletOutlined";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { useNewOrdersCount } from "../orders/live-orders";
import { NewOrdersCount } from "./new-orders-count";
import styles from "./admin-layout.module.css";

/**
 * The admin sections (docs/architecture.md#screens plus Banners, the feature-image page at /admin/features, Cash,
 * the riders' cash on delivery, Payouts, what restaurants are owed week by week, Offers, the coupons, and Users, API keys, Webhooks, Charges and the Audit trail, which only superadmins may open). Orders carries the count of new orders since the
 * admin last looked at them.
 */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const newOrders = useNewOrdersCount();
  const links = [
    { to: "/admin/dashboard", label: t("admin.dashboard"), icon: <AppstoreOutlined aria-hidden /> },
    { to: "/admin/restaurants", label: t("admin.restaurants"), icon: <ShopOutlined aria-hidden /> },
    { to: "/admin/orders", label: t("admin.orders"), icon: <ProfileOutlined aria-hidden /> },
    { to: "/admin/help", label: t("adminHelp.nav"), icon: <QuestionCircleOutlined aria-hidden /> },
    { to: "/admin/cash", label: t("adminRiders.nav"), icon: <WalletOutlined aria-hidden /> },
    { to: "/admin/payouts", label: t("adminPayouts.nav"), icon: <BankOutlined aria-hidden /> },
    { to: "/admin/offers", label: t("adminOffers.nav"), icon: <GiftOutlined aria-hidden /> },
    { to: "/admin/features", label: t("admin.banners"), icon: <PictureOutlined aria-hidden /> },
    { to: "/admin/notifications", label: t("admin.notifications"), icon: <BellOutlined aria-hidden /> },
    ...(user?.role === "SUPERADMIN"
      ? [
          { to: "/admin/users", label: t("admin.users"), icon: <TeamOutlined aria-hidden /> },
          { to: "/admin/api-keys", label: t("adminApiKeys.nav"), icon: <ApiOutlined aria-hidden /> },
          { to: "/admin/webhooks", label: t("adminWebhooks.nav"), icon: <SendOutlined aria-hidden /> },
          { to: "/admin/charges", label: t("adminCharges.nav"), icon: <CalculatorOutlined aria-hidden /> },
          { to: "/admin/audit", label: t("adminAudit.nav"), icon: <AuditOutlined aria-hidden /> },
        ]
      : []),
  ];
  return (
    <nav aria-label={t("admin.nav")}>
      <ul className={styles.navList}>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={styles.navLink} onClick={onNavigate}>
              {link.icon}
              {link.label}
              {link.to === "/admin/orders" && <NewOrdersCount count={newOrders} />}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
