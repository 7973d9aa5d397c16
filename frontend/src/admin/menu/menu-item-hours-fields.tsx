import { Col, Form, Input, Row } from "antd";
import type { FormRule } from "antd";
import { useTranslation } from "react-i18next";
import { TIME_PATTERN } from "../restaurants/restaurant-form-values";

/**
 * The menu item sheet's time of day (MenuItem.availableFrom / availableUntil, India time): both or
 * neither (all day), e.g. tiffins 06:00 to 11:30; until before from runs past midnight.
 */
export function MenuItemHoursFields() {
  const { t } = useTranslation("translation", { keyPrefix: "adminCatalogue.menuItemHours" });
  const bothOrNeither: FormRule = ({ getFieldValue }) => ({
    validator: () => {
      const from: string = getFieldValue("availableFrom") ?? "";
      const until: string = getFieldValue("availableUntil") ?? "";
      if ((from === "") !== (until === "")) return Promise.reject(new Error(t("bothOrNeither")));
      if (from !== "" && from === until) return Promise.reject(new Error(t("sameTimes")));
      return Promise.resolve();
    },
  });
  const timeRule: FormRule = { pattern: TIME_PATTERN, message: t("timeRule") };
  const half = { xs: 24, sm: 12 };

  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item label={t("availableFrom")} name="availableFrom" extra={t("hint")} rules={[timeRule]}>
          <Input type="time" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item label={t("availableUntil")} name="availableUntil" dependencies={["availableFrom"]} rules={[timeRule, bothOrNeither]}>
          <Input type="time" />
        </Form.Item>
      </Col>
    </Row>
  );
}
