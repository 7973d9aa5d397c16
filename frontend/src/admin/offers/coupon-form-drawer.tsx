import { useApolloClient, useMutation } from "@apollo/client/react";
import { Button, Checkbox, Drawer, Form, Grid, Input, InputNumber, Radio, Space, Switch } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText, type OwnFieldTexts } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { WEEKDAYS } from "../../common/weekdays";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import type { CouponList_CouponFragment } from "../../gql/graphql";
import formStyles from "../common/admin-form.module.css";
import { RestaurantPicker, type ChosenRestaurant } from "../common/restaurant-picker";
import { AdminRestaurantNameDocument } from "../common/restaurant-names";
import {
  COUPON_LIMITS as L,
  couponToValues,
  emptyCouponValues,
  endsAfterStart,
  valuesToInput,
  type CouponFormValues,
} from "./coupon-form-values";
import { AdminCreateCouponDocument, AdminUpdateCouponDocument } from "./offers-documents";
import styles from "./offers.module.css";

const FIELDS = Object.keys(emptyCouponValues());
/**
 * The coupon form's own texts for fields whose shared text means another form's field (a menu
 * item's description, an API key's restaurants, a broadcast's code ...), so a refusal names this form's rule.
 */
const OWN_FIELD_TEXTS: OwnFieldTexts = {
  code: "adminOffers.form.codeRule",
  description: "adminOffers.form.descriptionRule",
  kind: "adminOffers.form.kindRule",
  value: "adminOffers.form.valueRule",
  maxDiscount: "adminOffers.form.maxDiscountRule",
  minOrder: "adminOffers.form.minOrderRule",
  validFrom: "adminOffers.form.dateRule",
  validUntil: "adminOffers.form.untilRule",
  usageLimit: "adminOffers.form.usesRule",
  perCustomerLimit: "adminOffers.form.usesRule",
  restaurantIds: "adminOffers.form.restaurantsRule",
  weekdays: "adminOffers.form.weekdaysRule",
};

export interface CouponFormDrawerProps {
  /** The coupon being edited, or null for a new one. */
  editing: CouponList_CouponFragment | null;
  onClose: () => void;
  onSaved: (change: "created" | "updated") => void;
}

/**
 * 'New offer' / 'Edit offer' in a side sheet: every field of CouponInput. A refused save keeps
 * what was typed, says why in a toast (COUPON_CODE_TAKEN in the catalogue's words) and puts the
 * server's reasons on the fields. Dates are India's clock whatever the device's zone.
 */
export default function CouponFormDrawer({ editing, onClose, onSaved }: CouponFormDrawerProps) {
  const { t } = useTranslation();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminOffers.form" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const client = useApolloClient();
  const screens = Grid.useBreakpoint();
  const [form] = Form.useForm<CouponFormValues>();
  const kind = Form.useWatch("kind", form);
  const [create, creating] = useMutation(AdminCreateCouponDocument);
  const [update, updating] = useMutation(AdminUpdateCouponDocument);
  const saving = creating.loading || updating.loading;
  // An edit waits for its restaurants' names (mostly in the cache already: the list showed them).
  const [ready, setReady] = useState(editing === null || editing.restaurantIds.length === 0);

  useEffect(() => {
    if (!editing) {
      form.setFieldsValue(emptyCouponValues());
      return;
    }
    let live = true;
    const named = (id: string): Promise<ChosenRestaurant> =>
      client
        .query({ query: AdminRestaurantNameDocument, variables: { id } })
        .then(({ data }) => ({ value: id, label: data?.restaurant.name ?? f("unknownRestaurant") }))
        .catch(() => ({ value: id, label: f("unknownRestaurant") }));
    void Promise.all(editing.restaurantIds.map(named)).then((restaurants) => {
      if (!live) return;
      form.setFieldsValue(couponToValues(editing, restaurants));
      setReady(true);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only an opening fills the form: a later cache change must not overwrite what is typed
  }, [editing, form, client]);

  const onFinish = async (values: CouponFormValues) => {
    const input = valuesToInput(values);
    try {
      if (editing) {
        await update({ variables: { id: editing.id, input } });
        toast.success(f("updated", { code: input.code }));
        onSaved("updated");
      } else {
        await create({ variables: { input } });
        toast.success(f("created", { code: input.code }));
        onSaved("created");
      }
    } catch (error) {
      toast.error(errorText(error, f("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, FIELDS, OWN_FIELD_TEXTS);
    }
  };

  const percent = kind !== "FLAT";
  const required = (field: "code" | "kind" | "percentValue" | "flatValue") => ({
    required: true,
    message: t("adminCatalogue.common.required", { field: f(field) }),
  });

  return (
    <Drawer
      title={editing ? f("editTitle", { code: editing.code }) : f("createTitle")}
      open
      onClose={onClose}
      size={screens.md ? 600 : "100%"}
      destroyOnHidden
      closable={{ "aria-label": t("adminOps.common.close") }}
      maskClosable={false}
      footer={
        <Space className={formStyles.footer}>
          <Button onClick={onClose}>{f("cancel")}</Button>
          <Button type="primary" onClick={() => form.submit()} loading={saving} disabled={!ready || saving}>
            {editing ? f("update") : f("save")}
          </Button>
        </Space>
      }
    >
      <Form<CouponFormValues>
        form={form}
        name="admin-coupon"
        layout="vertical"
        requiredMark
        initialValues={emptyCouponValues()}
        onFinish={(values) => void onFinish(values)}
        scrollToFirstError
        disabled={!ready}
      >
        <Form.Item
          label={f("code")}
          name="code"
          extra={f("codeHint")}
          normalize={(value: string) => value.toUpperCase()}
          rules={[required("code"), { pattern: L.codePattern, message: f("codeRule") }]}
        >
          <Input maxLength={L.codeMax} autoComplete="off" spellCheck={false} className={styles.code} />
        </Form.Item>
        <Form.Item label={f("description")} name="description" extra={f("descriptionHint")}>
          <Input.TextArea rows={2} maxLength={L.descriptionMax} />
        </Form.Item>
        <Form.Item label={f("kind")} name="kind" rules={[required("kind")]}>
          <Radio.Group
            optionType="button"
            options={[
              { value: "PERCENT", label: f("kindPercent") },
              { value: "FLAT", label: f("kindFlat") },
            ]}
          />
        </Form.Item>
        <div className={formStyles.pair}>
          <Form.Item
            label={percent ? f("percentValue") : f("flatValue")}
            name="value"
            rules={[
              required(percent ? "percentValue" : "flatValue"),
              percent
                ? { type: "integer", min: L.percentMin, max: L.percentMax, message: f("percentRule") }
                : { type: "number", min: 0.01, max: L.flatMax, message: f("flatRule") },
            ]}
          >
            <InputNumber
              className={formStyles.number}
              min={0}
              precision={percent ? 0 : 2}
              step={percent ? 5 : 10}
              inputMode={percent ? "numeric" : "decimal"}
            />
          </Form.Item>
          {percent && (
            <Form.Item
              label={f("maxDiscount")}
              name="maxDiscount"
              extra={f("maxDiscountHint")}
              rules={[{ type: "number", min: 0, max: L.flatMax, message: f("maxDiscountRule") }]}
            >
              <InputNumber className={formStyles.number} min={0} precision={2} step={10} inputMode="decimal" />
            </Form.Item>
          )}
        </div>
        <Form.Item
          label={f("minOrder")}
          name="minOrder"
          extra={f("minOrderHint")}
          rules={[{ type: "number", min: 0, max: L.minOrderMax, message: f("minOrderRule") }]}
        >
          <InputNumber className={formStyles.number} min={0} precision={2} step={50} inputMode="decimal" />
        </Form.Item>
        <div className={formStyles.pair}>
          <Form.Item label={f("validFrom")} name="validFrom" extra={f("validFromHint")}>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item
            label={f("validUntil")}
            name="validUntil"
            extra={f("validUntilHint")}
            dependencies={["validFrom"]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_rule, until: string | undefined) =>
                  endsAfterStart(String(getFieldValue("validFrom") ?? ""), until ?? "")
                    ? Promise.resolve()
                    : Promise.reject(new Error(f("untilRule"))),
              }),
            ]}
          >
            <Input type="datetime-local" />
          </Form.Item>
        </div>
        <div className={formStyles.pair}>
          <Form.Item
            label={f("usageLimit")}
            name="usageLimit"
            extra={f("usageLimitHint")}
            rules={[{ type: "integer", min: 1, max: L.usesMax, message: f("usesRule") }]}
          >
            <InputNumber className={formStyles.number} min={1} precision={0} inputMode="numeric" />
          </Form.Item>
          <Form.Item
            label={f("perCustomerLimit")}
            name="perCustomerLimit"
            extra={f("perCustomerLimitHint")}
            rules={[{ type: "integer", min: 1, max: L.usesMax, message: f("usesRule") }]}
          >
            <InputNumber className={formStyles.number} min={1} precision={0} inputMode="numeric" />
          </Form.Item>
        </div>
        <Form.Item label={f("weekdays")} name="weekdays" extra={f("weekdaysHint")}>
          <Checkbox.Group className={styles.days} options={WEEKDAYS.map((day) => ({ value: day, label: t(`menu.weekday.${day}`) }))} />
        </Form.Item>
        <Form.Item name="firstOrderOnly" valuePropName="checked" extra={f("firstOrderOnlyHint")}>
          <Checkbox>{f("firstOrderOnly")}</Checkbox>
        </Form.Item>
        <Form.Item
          label={f("restaurants")}
          name="restaurantIds"
          extra={f("restaurantsHint")}
          rules={[{ type: "array", max: L.restaurantsMax, message: f("restaurantsRule") }]}
        >
          <RestaurantPicker placeholder={f("restaurantsPlaceholder")} notFound={f("noRestaurantFound")} />
        </Form.Item>
        <Form.Item label={f("isActive")} name="isActive" valuePropName="checked" extra={f("isActiveHint")}>
          <Switch />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
