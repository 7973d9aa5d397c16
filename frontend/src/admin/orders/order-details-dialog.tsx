import { useQuery } from "@apollo/client/react";
import { Alert, Button, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { useErrorText } from "../../common/error-text";
import { OrderDetails } from "../../common/orders/order-details";
import { OrderInvoiceLink } from "../../common/orders/invoice-link";
import { OrderBill } from "./order-bill";
import { OrderCustomer } from "./order-customer";
import { OrderDelivery } from "./order-delivery";
import { OrderStatusActions } from "./order-status-actions";
import { AdminOpsOrderDetailsDocument } from "./orders-documents";
import styles from "./orders.module.css";

/** The SUPERADMIN_NOTICE of the server (common/access.ts) and the spec. */

export interface OrderDetailsDialogProps {
  orderId: string;
  superadmin: boolean;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  /** The list is out of date (a move was refused): reload it. */
  onStale: () => void;
  /** The order moved on: the list reloads if that can change its rows. */
  onMoved: () => void;
}

/**
 * 'Order Details'. Admins see only the spec's notice — the customer's personal data is for
 * superadmins (docs/architecture.md#roles) — plus the delivery (rider, cash) and the status moves, outside the
 * notice. Superadmins see the whole order (query adminOrder, the body the customer's dialog shows
 * too, with the customer) and the same delivery and moves.
 */
export function OrderDetailsDialog({ orderId, superadmin, open, onClose, afterClose, onStale, onMoved }: OrderDetailsDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const details = useQuery(AdminOpsOrderDetailsDocument, {
    variables: { id: orderId },
    skip: !superadmin,
    fetchPolicy: "cache-and-network",
  });
  const full = details.error ? null : (details.data?.adminOrder ?? null);

  let body;
  if (!superadmin) {
    body = <Alert type="warning" showIcon title={t("adminOps.orders.superAdminOnly")} className={styles.notice} />;
  } else if (details.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(details.error, t("adminOps.orders.detailsFailed"))}
        action={<Button onClick={() => void details.refetch().catch(() => undefined)}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (full) {
    body = <OrderDetails order={full} afterSummary={<OrderCustomer order={full} />} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  }

  return (
    <AntdTheme>
      <Modal
        open={open}
        title={t("adminOps.orders.orderDetails")}
        onCancel={onClose}
        afterClose={afterClose}
        destroyOnHidden
        width={680}
        closable={{ "aria-label": t("adminOps.common.close") }}
        footer={[
          <OrderInvoiceLink key="invoice" orderId={orderId} />,
          <Button key="close" type="primary" onClick={onClose}>
            {t("adminOps.common.close")}
          </Button>,
        ]}
      >
        {body}
        {!superadmin && <OrderBill orderId={orderId} />}
        <OrderDelivery orderId={orderId} onStale={onStale} />
        <OrderStatusActions orderId={orderId} onStale={onStale} onMoved={onMoved} />
      </Modal>
    </AntdTheme>
  );
}
