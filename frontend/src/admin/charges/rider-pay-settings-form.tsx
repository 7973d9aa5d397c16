import { useMutation } from "@apollo/client/react";
import { Button, Form, InputNumber } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import type { RiderPaySettingsForm_RiderPaySettingsFragment } from "../../gql/graphql";
import formStyles from "../common/admin-form.module.css";
import { AdminChargesDocument } from "./charges-documents";
import { CHARGES_LIMITS as L, EXAMPLE_DISTANCES_KM } from "./charges-form-values";
import { exampleRiderFee, riderPayValuesToInput, type RiderPayFormValues } from "./rider-pay-form-values";
import styles from "./charges.module.css";

/** Riders' pay as the form starts from it. */
export const RiderPaySettingsFormFragment = graphql(`
  fragment RiderPaySettingsForm_RiderPaySettings on RiderPaySettings {
    riderBaseFee
    riderBaseDistanceKm
    riderPerKmFee
  }
`);

/** The settings have no id: the page's query is updated with the answer. */
const AdminUpdateRiderPaySettingsDocument = graphql(`
  mutation AdminUpdateRiderPaySettings($input: RiderPaySettingsInput!) {
    updateRiderPaySettings(input: $input) {
      ...RiderPaySettingsForm_RiderPaySettings @unmask
    }
  }
`);

const FIELDS: (keyof RiderPayFormValues)[] = ["riderBaseFee", "riderBaseDistanceKm", "riderPerKmFee"];
const OWN_FIELD_TEXTS: OwnFieldTexts = {
  riderBaseFee: "adminCharges.riderPay.feeRule",
  riderPerKmFee: "adminCharges.riderPay.feeRule",
  riderBaseDistanceKm: "adminCharges.riderPay.distanceRule",
};

/**
 * Riders' pay per delivery (docs/money.md#riders-pay): a base fee up to a base distance, a fee per
 * started kilometre beyond, with what a delivery earns at a few distances as it is typed.
 */
export function RiderPaySettingsForm({ settings }: { settings: RiderPaySettingsForm_RiderPaySettingsFragment }) {
  const { t } = useTranslation();
  const { t: r } = useTranslation("translation", { keyPrefix: "adminCharges.riderPay" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<RiderPayFormValues>();
  const watched = Form.useWatch([], form) as RiderPayFormValues | undefined;
  const [save, { loading }] = useMutation(AdminUpdateRiderPaySettingsDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.updateQuery({ query: AdminChargesDocument }, (existing) =>
        existing ? { ...existing, riderPaySettings: data.updateRiderPaySettings } : existing,
      );
    },
  });

  // The saved settings fill the form when they arrive and after a save; the same values read again leave what is typed alone.
  const savedKey = JSON.stringify(settings);
  useEffect(() => {
    form.setFieldsValue(JSON.parse(savedKey) as RiderPaySettingsForm_RiderPaySettingsFragment);
  }, [savedKey, form]);

  const onFinish = async (values: RiderPayFormValues) => {
    try {
      await save({ variables: { input: riderPayValuesToInput(values) } });
      toast.success(r("saved"));
    } catch (error) {
      toast.error(errorText(error, r("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  const required = (field: keyof RiderPayFormValues) => ({
    required: true,
    message: t("adminCatalogue.common.required", { field: r(field) }),
  });
  const fee = (field: keyof RiderPayFormValues) => [
    required(field),
    { type: "number" as const, min: 0, max: L.feeMax, message: r("feeRule") },
  ];
  const values: RiderPayFormValues = {
    riderBaseFee: watched?.riderBaseFee ?? null,
    riderBaseDistanceKm: watched?.riderBaseDistanceKm ?? null,
    riderPerKmFee: watched?.riderPerKmFee ?? null,
  };

  return (
    <section className={styles.card} aria-labelledby="charges-rider-pay">
      <h2 id="charges-rider-pay" className={styles.heading}>
        {r("title")}
      </h2>
      <p className={styles.intro}>{r("intro")}</p>
      <Form<RiderPayFormValues>
        form={form}
        name="admin-rider-pay-settings"
        layout="vertical"
        requiredMark
        onFinish={(v) => void onFinish(v)}
      >
        <div className={formStyles.pair}>
          <Form.Item label={r("riderBaseFee")} name="riderBaseFee" rules={fee("riderBaseFee")}>
            <InputNumber className={formStyles.number} min={0} precision={2} step={5} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            label={r("riderBaseDistanceKm")}
            name="riderBaseDistanceKm"
            rules={[required("riderBaseDistanceKm"), { type: "number", min: 0, max: L.distanceMax, message: r("distanceRule") }]}
          >
            <InputNumber className={formStyles.number} min={0} precision={1} step={0.5} inputMode="decimal" />
          </Form.Item>
          <Form.Item label={r("riderPerKmFee")} name="riderPerKmFee" rules={fee("riderPerKmFee")}>
            <InputNumber className={formStyles.number} min={0} precision={2} step={1} inputMode="decimal" />
          </Form.Item>
        </div>
        <div className={styles.example} aria-live="polite">
          <h3 className={styles.exampleHeading}>{r("example")}</h3>
          <ul className={styles.exampleList}>
            {EXAMPLE_DISTANCES_KM.map((km) => {
              const amount = exampleRiderFee(values, km);
              return (
                <li key={km}>{amount === null ? r("exampleMissing", { km }) : r("exampleAt", { km, amount: formatRupees(amount) })}</li>
              );
            })}
          </ul>
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading} disabled={loading}>
            {r("save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
