import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../gql/graphql";
import { orderStatusLabelKey, orderStatusTone } from "./order-status";

/** An order's status as a coloured badge (antd; render inside AntdTheme). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  const tone = orderStatusTone(status);
  return (
    <Tag color={tone === "default" ? undefined : tone}>
      {t(orderStatusLabelKey(status))}
    </Tag>
  );
}
