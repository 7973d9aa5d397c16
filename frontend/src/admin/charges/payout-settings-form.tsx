import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Form, Input, InputNumber, Skeleton } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import type { PayoutSettingsForm_PayoutSettingsFragment } from "../../gql/graphql";
import formStyles from "../common/admin-form.module.css";
import {
  payoutSettingsToValues,
  payoutValuesToInput,
  UPI_ID_MAX_LENGTH,
  UPI_ID_PATTERN,
  UPI_PAYEE_NAME_MAX_LENGTH,
  type PayoutFormValues,
} from "./payout-form-values";
import styles from "./charges.module.css";

/** The payout settings as the form starts from them. */
export const PayoutSettingsFormFragment = graphql(`
  fragment PayoutSettingsForm_PayoutSettings on PayoutSettings {
    defaultCommissionPercent
    upiId
    upiPayeeName
  }
`);

/** The form reads its own settings: they have no id, so the answer replaces the query's (below). */
export const AdminPayoutSettingsDocument = graphql(`
  query AdminPayoutSettings {
    payoutSettings {
      ...PayoutSettingsForm_PayoutSettings @unmask
    }
  }
`);

export const AdminUpdatePayoutSettingsDocument = graphql(`
  mutation AdminUpdatePayoutSettings($input: PayoutSettingsInput!) {
    updatePayoutSettings(input: $input) {
      ...PayoutSettingsForm_PayoutSettings @unmask
    }
  }
`);

const FIELDS: (keyof PayoutFormValues)[] = ["defaultCommissionPercent", "upiId", "upiPayeeName"];
const OWN_FIELD_TEXTS: OwnFieldTexts = {
  defaultCommissionPercent: "adminCharges.payout.commissionRule",
  upiId: "adminCharges.payout.upiIdRule",
  upiPayeeName: "adminCharges.payout.upiPayeeNameRule",
};

/**
 * The payout settings (docs/money.md): the default commission, and UPI at the door, the service's
 * UPI id and the payee name riders' QR codes pay (empty: UPI at the door is off, riders show no QR
 * and the checkout offers cash only).
 */
export function PayoutSettingsForm() {
  const { t } = useTranslation();
  const { t: p } = useTranslation("translation", { keyPrefix: "adminCharges.payout" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<PayoutFormValues>();
  const upiId = Form.useWatch("upiId", form);
  const { data, error, refetch } = useQuery(AdminPayoutSettingsDocument, { fetchPolicy: "cache-and-network" });
  const [save, { loading }] = useMutation(AdminUpdatePayoutSettingsDocument, {
    update: (cache, { data: saved }) => {
      if (saved) cache.writeQuery({ query: AdminPayoutSettingsDocument, data: { payoutSettings: saved.updatePayoutSettings } });
    },
  });

  // The saved settings fill the form when they arrive and after a save; the same values read again leave what is typed alone.
  const savedKey = data ? JSON.stringify(data.payoutSettings) : null;
  useEffect(() => {
    if (savedKey === null) return;
    form.setFieldsValue(payoutSettingsToValues(JSON.parse(savedKey) as PayoutSettingsForm_PayoutSettingsFragment));
  }, [savedKey, form]);

  const onFinish = async (values: PayoutFormValues) => {
    try {
      await save({ variables: { input: payoutValuesToInput(values) } });
      toast.success(p("saved"));
    } catch (failure) {
      toast.error(errorText(failure, p("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, failure, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  const upiOn = typeof upiId === "string" && upiId.trim() !== "";
  let body;
  if (error && !data) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, p("loadFailed"))}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (!data) {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  } else {
    body = (
      <Form<PayoutFormValues> form={form} name="admin-payout-settings" layout="vertical" requiredMark onFinish={(v) => void onFinish(v)}>
        <Form.Item
          label={p("defaultCommissionPercent")}
          name="defaultCommissionPercent"
          extra={p("commissionHint")}
          rules={[
            { required: true, message: t("adminCatalogue.common.required", { field: p("defaultCommissionPercent") }) },
            { type: "number", min: 0, max: 100, message: p("commissionRule") },
          ]}
        >
          <InputNumber className={formStyles.number} min={0} max={100} precision={2} step={0.5} inputMode="decimal" />
        </Form.Item>
        <h3 className={styles.heading}>{p("upiTitle")}</h3>
        <p className={styles.intro}>{p("upiIntro")}</p>
        <Form.Item
          label={p("upiId")}
          name="upiId"
          extra={p("upiIdHint")}
          normalize={(value: string) => value.replace(/\s/g, "")}
          rules={[{ pattern: UPI_ID_PATTERN, message: p("upiIdRule") }]}
        >
          <Input maxLength={UPI_ID_MAX_LENGTH} autoComplete="off" spellCheck={false} placeholder="ruchi@okaxis" />
        </Form.Item>
        <Form.Item
          label={p("upiPayeeName")}
          name="upiPayeeName"
          extra={p("upiPayeeNameHint")}
          dependencies={["upiId"]}
          rules={[
            { required: upiOn, whitespace: true, message: p("upiPayeeNameRule") },
            { max: UPI_PAYEE_NAME_MAX_LENGTH, message: p("upiPayeeNameRule") },
          ]}
        >
          <Input maxLength={UPI_PAYEE_NAME_MAX_LENGTH} autoComplete="organization" disabled={!upiOn} />
        </Form.Item>
        <Alert type={upiOn ? "info" : "warning"} showIcon title={upiOn ? p("upiOn") : p("upiOff")} className={styles.notice} />
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading} disabled={loading}>
            {p("save")}
          </Button>
        </div>
      </Form>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="charges-payout">
      <h2 id="charges-payout" className={styles.heading}>
        {p("title")}
      </h2>
      <p className={styles.intro}>{p("intro")}</p>
      {body}
    </section>
  );
}
