import { useQuery } from "@apollo/client/react";
import { Alert, Button, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { PageTitle } from "../../common/page-title";
import list from "../common/list-page.module.css";
import { SuperadminOnly } from "../common/superadmin-only";
import { AdminChargesDocument } from "./charges-documents";
import { DeliverySettingsForm } from "./delivery-settings-form";
import { RiderPaySettingsForm } from "./rider-pay-settings-form";
import { PayoutSettingsForm } from "./payout-settings-form";
import { TaxSettingsForm } from "./tax-settings-form";
import styles from "./charges.module.css";

/**
 * /admin/charges (superadmins): what every bill adds to the items (docs/architecture.md#pricing):
 * the delivery fee by distance and GST, each form saved on its own. An admin reaches the page
 * and reads that it is for superadmins.
 */
export function ChargesPage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (user && user.role !== "SUPERADMIN") return <SuperadminOnly page={t("adminCharges.title")} />;
  return <ChargesForms />;
}

function ChargesForms() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error, refetch } = useQuery(AdminChargesDocument, { fetchPolicy: "cache-and-network" });

  let body;
  if (error && !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, t("adminCharges.loadFailed"))}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (!data) {
    body = (
      <div aria-busy="true">
        <span className="sr-only">{t("adminCharges.loading")}</span>
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  } else {
    body = (
      <div className={styles.forms}>
        <DeliverySettingsForm settings={data.deliverySettings} />
        <TaxSettingsForm settings={data.taxSettings} />
        <RiderPaySettingsForm settings={data.riderPaySettings} />
        <PayoutSettingsForm />
      </div>
    );
  }

  return (
    <div className={list.page}>
      <PageTitle page={t("adminCharges.title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{t("adminCharges.title")}</h1>
      </div>
      <p className={list.intro}>{t("adminCharges.intro")}</p>
      {body}
    </div>
  );
}
