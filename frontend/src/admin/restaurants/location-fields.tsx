import { useQuery } from "@apollo/client/react";
import { Col, Form, InputNumber, Row, Select, type FormInstance, type FormRule } from "antd";
import { useTranslation } from "react-i18next";
import type { adminCatalogue } from "../../i18n/en/admin-catalogue";
import formStyles from "../common/admin-form.module.css";
import { AdminTownsDocument } from "./restaurant-documents";
import {
  isLatitudeInAndhraPradesh,
  isLongitudeInAndhraPradesh,
  RESTAURANT_LIMITS as L,
  type RestaurantFormValues,
} from "./restaurant-form-values";

type FormKey = keyof typeof adminCatalogue.restaurantForm;

/**
 * Where the restaurant stands and how far it delivers. The point must lie in Andhra Pradesh:
 * the server's box and message, checked here first. A town can fill the coordinates in.
 */
export function LocationFields({ form, open }: { form: FormInstance<RestaurantFormValues>; open: boolean }) {
  const { t } = useTranslation();
  const { t: f } = useTranslation("translation", { keyPrefix: "adminCatalogue.restaurantForm" });
  const towns = useQuery(AdminTownsDocument, { skip: !open });
  const required = (field: FormKey) => ({ required: true, message: t("adminCatalogue.common.required", { field: f(field) }) });

  const inAndhraPradesh = (check: (value: number) => boolean): FormRule => ({
    validator: (_rule: unknown, value: number | null | undefined) =>
      value === null || value === undefined || check(value) ? Promise.resolve() : Promise.reject(new Error(f("outsideAndhraPradesh"))),
  });

  const chooseTown = (key: string) => {
    const town = towns.data?.towns.find((candidate) => `${candidate.name}|${candidate.pincode}` === key);
    if (!town) return;
    form.setFieldsValue({ latitude: town.latitude, longitude: town.longitude });
    void form.validateFields(["latitude", "longitude"]);
  };

  return (
    <fieldset className={formStyles.fieldset}>
      <legend className={formStyles.legend}>{f("location")}</legend>
      <p className={formStyles.note}>{f("locationHint")}</p>
      <Form.Item label={f("town")} htmlFor="admin-restaurant-town">
        <Select
          id="admin-restaurant-town"
          placeholder={f("townPlaceholder")}
          loading={towns.loading}
          showSearch={{ optionFilterProp: "label" }}
          onChange={chooseTown}
          options={(towns.data?.towns ?? []).map((town) => ({
            value: `${town.name}|${town.pincode}`,
            label: `${town.name}, ${town.district} (${town.pincode})`,
          }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label={f("latitude")} name="latitude" rules={[required("latitude"), inAndhraPradesh(isLatitudeInAndhraPradesh)]}>
            <InputNumber className={formStyles.number} step={0.0001} inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label={f("longitude")} name="longitude" rules={[required("longitude"), inAndhraPradesh(isLongitudeInAndhraPradesh)]}>
            <InputNumber className={formStyles.number} step={0.0001} inputMode="decimal" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label={f("deliveryRadius")}
            name="deliveryRadiusKm"
            rules={[required("deliveryRadius"), { type: "number", min: L.radiusMin, max: L.radiusMax, message: f("radiusRule") }]}
          >
            <InputNumber className={formStyles.number} min={0} step={0.5} inputMode="decimal" />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}
