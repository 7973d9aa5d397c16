import { useMutation } from "@apollo/client/react";
import { Alert, Button, Checkbox, Form, Input, InputNumber } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import type { TaxSettingsForm_TaxSettingsFragment } from "../../gql/graphql";
import formStyles from "../common/admin-form.module.css";
import { AdminChargesDocument, AdminUpdateTaxSettingsDocument } from "./charges-documents";
import { CHARGES_LIMITS as L, GSTIN_PATTERN, taxSettingsToValues, taxValuesToInput, type TaxFormValues } from "./charges-form-values";
import styles from "./charges.module.css";

/** GST as the form starts from it. */
export const TaxSettingsFormFragment = graphql(`
  fragment TaxSettingsForm_TaxSettings on TaxSettings {
    gstin
    legalName
    address
    foodTaxPercent
    deliveryTaxPercent
    pricesIncludeTax
  }
`);

const FIELDS: (keyof TaxFormValues)[] = ["gstin", "legalName", "address", "foodTaxPercent", "deliveryTaxPercent", "pricesIncludeTax"];
/** `address` and `legalName` mean the seller's here, not a customer's delivery address. */
const OWN_FIELD_TEXTS: OwnFieldTexts = {
  gstin: "adminCharges.tax.gstinRule",
  legalName: "adminCharges.tax.legalNameRule",
  address: "adminCharges.tax.addressRule",
  foodTaxPercent: "adminCharges.tax.percentRule",
  deliveryTaxPercent: "adminCharges.tax.percentRule",
};

/**
 * GST: the GSTIN (empty: no tax, a bill of supply), the seller's legal name and address for the
 * invoices, the food and delivery rates, and whether menu prices already include the tax.
 */
export function TaxSettingsForm({ settings }: { settings: TaxSettingsForm_TaxSettingsFragment }) {
  const { t } = useTranslation();
  const { t: x } = useTranslation("translation", { keyPrefix: "adminCharges.tax" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<TaxFormValues>();
  const gstin = Form.useWatch("gstin", form);
  const [save, { loading }] = useMutation(AdminUpdateTaxSettingsDocument, {
    update: (cache, { data }) => {
      if (!data) return;
      cache.updateQuery({ query: AdminChargesDocument }, (existing) =>
        existing ? { ...existing, taxSettings: data.updateTaxSettings } : existing,
      );
    },
  });

  // The saved settings fill the form when they arrive and after a save; the same values read again
  // (the page's query answered twice, another tab's save of the other form) leave what is typed alone.
  const savedKey = JSON.stringify(settings);
  useEffect(() => {
    const saved = JSON.parse(savedKey) as TaxSettingsForm_TaxSettingsFragment;
    form.setFieldsValue(taxSettingsToValues(saved));
  }, [savedKey, form]);

  const onFinish = async (values: TaxFormValues) => {
    try {
      await save({ variables: { input: taxValuesToInput(values) } });
      toast.success(x("saved"));
    } catch (error) {
      toast.error(errorText(error, x("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  const percent = (field: "foodTaxPercent" | "deliveryTaxPercent") => [
    { required: true, message: t("adminCatalogue.common.required", { field: x(field) }) },
    { type: "number" as const, min: 0, max: L.taxPercentMax, message: x("percentRule") },
  ];
  const charging = typeof gstin === "string" && gstin.trim() !== "";

  return (
    <section className={styles.card} aria-labelledby="charges-tax">
      <h2 id="charges-tax" className={styles.heading}>
        {x("title")}
      </h2>
      <p className={styles.intro}>{x("intro")}</p>
      <Form<TaxFormValues> form={form} name="admin-tax-settings" layout="vertical" requiredMark onFinish={(v) => void onFinish(v)}>
        <Form.Item
          label={x("gstin")}
          name="gstin"
          extra={x("gstinHint")}
          normalize={(value: string) => value.toUpperCase().replace(/\s/g, "")}
          rules={[{ pattern: GSTIN_PATTERN, message: x("gstinRule") }]}
        >
          <Input maxLength={15} autoComplete="off" spellCheck={false} className={styles.gstin} />
        </Form.Item>
        <Alert
          type={charging ? "info" : "warning"}
          showIcon
          title={charging ? x("withGstin") : x("withoutGstin")}
          className={styles.notice}
        />
        <Form.Item label={x("legalName")} name="legalName" rules={[{ max: L.legalNameMax, message: x("legalNameRule") }]}>
          <Input maxLength={L.legalNameMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item label={x("address")} name="address" rules={[{ max: L.addressMax, message: x("addressRule") }]}>
          <Input.TextArea rows={2} maxLength={L.addressMax} />
        </Form.Item>
        <div className={formStyles.pair}>
          <Form.Item label={x("foodTaxPercent")} name="foodTaxPercent" extra={x("foodTaxHint")} rules={percent("foodTaxPercent")}>
            <InputNumber className={formStyles.number} min={0} max={L.taxPercentMax} precision={2} step={0.5} inputMode="decimal" />
          </Form.Item>
          <Form.Item
            label={x("deliveryTaxPercent")}
            name="deliveryTaxPercent"
            extra={x("deliveryTaxHint")}
            rules={percent("deliveryTaxPercent")}
          >
            <InputNumber className={formStyles.number} min={0} max={L.taxPercentMax} precision={2} step={0.5} inputMode="decimal" />
          </Form.Item>
        </div>
        <Form.Item name="pricesIncludeTax" valuePropName="checked" extra={x("pricesIncludeTaxHint")}>
          <Checkbox>{x("pricesIncludeTax")}</Checkbox>
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={loading} disabled={loading}>
            {x("save")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
