import { useMutation } from "@apollo/client/react";
import { Button, Form, InputNumber } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import type { DeliverySettingsForm_DeliverySettingsFragment } from "../../gql/graphql";
import formStyles from "../common/admin-form.module.css";
import { AdminChargesDocument, AdminUpdateDeliverySettingsDocument } from "./charges-documents";
import {
  CHARGES_LIMITS as L,
  deliveryValuesToInput,
  EXAMPLE_DISTANCES_KM,
  exampleFee,
  type DeliveryFormValues,
} from "./charges-form-values";
import styles from "./charges.module.css";

/** The delivery fee's settings as the form starts from them. */
export const DeliverySettingsFormFragment = graphql(`
  fragment DeliverySettingsForm_DeliverySettings on DeliverySettings {
    baseFee
    baseDistanceKm
    perKmFee
    freeAbove
  }
`);

const FIELDS: (keyof DeliveryFormValues)[] = ["baseFee", "baseDistanceKm", "perKmFee", "freeAbove"];
const OWN_FIELD_TEXTS: OwnFieldTexts = {
  baseFee: "adminCharges.delivery.feeRule",
  perKmFee: "adminCharges.delivery.feeRule",
  baseDistanceKm: "adminCharges.delivery.distanceRule",
  freeAbove: "adminCharges.delivery.freeAboveRule",
};

/**
 * The delivery fee: a base fee up to a base distance, a fee per started kilometre beyond, free
 * from an items' value (empty: never), with what it comes to at a few distances as it is typed.
 */
export function DeliverySettingsForm({ settings }: { settings: DeliverySettingsForm_DeliverySettingsFragment }) {
  const { t } = useTranslation();
  const { t: d } = useTranslation("translation", { keyPrefix: "adminCharges.delivery" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<DeliveryFormValues>();
  const watched = Form.useWatch([], form) as DeliveryFormValues | undefined;
  const [save, { loading }] = useMutation(AdminUpdateDeliverySettingsDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.updateQuery({ query: AdminChargesDocument }, (existing) =>
        existing ? { ...existing, deliverySettings: data.updateDeliverySettings } : existing,
      );
    },
  });

  // The saved settings fill the form when they arrive and after a save; the same values read again
  // (the page's query answered twice, another tab's save of the other form) leave what is typed alone.
  const savedKey = JSON.stringify(settings);
  useEffect(() => {
    const saved = JSON.parse(savedKey) as DeliverySettingsForm_DeliverySettingsFragment;
    form.setFieldsValue({ ...saved, freeAbove: saved.freeAbove ?? null });
  }, [savedKey, form]);

  const onFinish = async (values: DeliveryFormValues) => {
    try {
      await save({ variables: { input: deliveryValuesToInput(values) } });
      toast.success(d("saved"));
    } catch (error) {
      toast.error(errorText(error, d("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  const money = (field: keyof DeliveryFormValues, required: boolean, max: number, rule: "feeRule" | "freeAboveRule") => [
    ...(required ? [{ required: true, message: t("adminCatalogue.common.required", { field: d(field) }) }] : []),
    { type: "number" as const, min: 0, max, message: d(rule) },
  ];
  const values: DeliveryFormValues = {
    baseFee: watched?.baseFee ?? null,
    baseDistanceKm: watched?.baseDistanceKm ?? null,
    perKmFee: watched?.perKmFee ?? null,
    freeAbove: watched?.freeAbove ?? null,
  };

  return (
    <section className={styles.card} aria-labelledby="charges-delivery">
      <h2 id="charges-delivery" className={styles.heading}>
        {d("title")}
      </h2>
      <p className={styles.intro}>{d("intro")}</p>
      <Form<DeliveryFormValues>
        form={form}
        name="admin-delivery-settings"
        layout="vertical"
        requiredMark
        onFinish={(v) => void onFinish(v)}
      >
        <div className={formStyles.pair}>
          <Form.Item label={d("baseFee")} name="baseFee" rules={money("baseFee", true, L.feeMax, "feeRule")}>
            <InputNumber className={formStyles.number} min={0} precision={2} step={5} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            label={d("baseDistanceKm")}
            name="baseDistanceKm"
            rules={[
              { required: true, message: t("adminCatalogue.common.required", { field: d("baseDistanceKm") }) },
              { type: "number", min: 0, max: L.distanceMax, message: d("distanceRule") },
            ]}
          >
            <InputNumber className={formStyles.number} min={0} precision={1} step={0.5} inputMode="decimal" />
          </Form.Item>
          <Form.Item label={d("perKmFee")} name="perKmFee" extra={d("perKmFeeHint")} rules={money("perKmFee", true, L.feeMax, "feeRule")}>
            <InputNumber className={formStyles.number} min={0} precision={2} step={1} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            label={d("freeAbove")}
            name="freeAbove"
            extra={d("freeAboveHint")}
            rules={money("freeAbove", false, L.freeAboveMax, "freeAboveRule")}
          >
            <InputNumber className={formStyles.number} min={0} precision={2} step={50} inputMode="decimal" />
          </Form.Item>
        </div>
        <div className={styles.example} aria-live="polite">
          <h3 className={styles.exampleHeading}>{d("example")}</h3>
          <ul className={styles.exampleList}>
            {EXAMPLE_DISTANCES_KM.map((km) => {
              const fee = exampleFee(values, km);
              return <li key={km}>{fee === null ? d("exampleMissing", { km }) : d("exampleAt", { km, amount: formatRupees(fee) })}</li>;
            })}
            {values.freeAbove !== null && <li>{d("exampleFree", { amount: formatRupees(values.freeAbove) })}</li>}
          </ul>
        </div>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading} disabled={loading}>
            {d("save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
