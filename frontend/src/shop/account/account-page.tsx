import { Tabs } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { AntdTheme } from "../../common/antd-theme";
import { useCurrentUser } from "../../common/current-user";
import { PageTitle } from "../../common/page-title";
import { AccountAddresses } from "./account-addresses";
import { AccountFavourites } from "./account-favourites";
import { AccountMealReminders } from "./account-meal-reminders";
import { AccountOrders } from "./account-orders";
import { accountTabFromParam, withAccountTab, type AccountTab } from "./account-tab";
import styles from "./account-page.module.css";

/**
 * /shop/account: the 'Account' banner, the greeting, the customer's name and e-mail, and the
 * Orders (default), Address and Favourites tabs. The open tab is in the URL (?tab=address).
 */
export function AccountPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = accountTabFromParam(searchParams.get("tab"));
  const orDash = (value: string | null | undefined) => (value && value.trim() !== "" ? value : t("account.notAvailable"));

  const showTab = (key: string) => {
    setSearchParams((params) => withAccountTab(params, accountTabFromParam(key)), { replace: true });
  };

  const items: { key: AccountTab; label: string; children: ReactNode }[] = [
    { key: "orders", label: t("account.ordersTab"), children: <AccountOrders /> },
    { key: "address", label: t("account.addressTab"), children: <AccountAddresses /> },
    { key: "favourites", label: t("account.favouritesTab"), children: <AccountFavourites /> },
  ];

  return (
    <AntdTheme>
      <PageTitle page={t("account.title")} />
      <div className={styles.banner}>
        <h1>{t("account.title")}</h1>
      </div>
      <div className={styles.content}>
        <section className={styles.profile} aria-labelledby="account-greeting">
          <p id="account-greeting" className={styles.greeting}>
            {t("account.greeting", { name: user?.userName ?? "" })}
          </p>
          <dl className={styles.details} aria-label={t("account.detailsHeading")}>
            <div>
              <dt>{t("account.name")}</dt>
              <dd>{orDash(user?.userName)}</dd>
            </div>
            <div>
              <dt>{t("account.email")}</dt>
              <dd>{orDash(user?.email)}</dd>
            </div>
          </dl>
        </section>
        {user?.role === "CUSTOMER" && <AccountMealReminders />}
        <Tabs activeKey={tab} onChange={showTab} items={items} className={styles.tabs} />
      </div>
    </AntdTheme>
  );
}
