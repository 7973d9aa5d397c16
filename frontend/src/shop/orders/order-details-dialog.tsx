import { useQuery } from "@apollo/client/react";
import { lazy, Suspense } from "react";
import { Alert, Button, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { graphql } from "../../gql";
import { CancelOrderButton } from "./cancel-order-button";
import { OrderAgainButton } from "./order-again-button";
import { OrderHelp } from "./order-help";
import { OrderDetails } from "../../common/orders/order-details";
import { OrderInvoiceLink } from "../../common/orders/invoice-link";
import { OrderReadyEstimate } from "./order-ready-estimate";
import { OrderPayment } from "./order-payment";
import { OrderRider } from "./order-rider";
import { OrderStepTracker } from "./order-step-tracker";

export const AccountOrderDetailsDocument = graphql(`
  query AccountOrderDetails($id: ID!) {
    order(id: $id) {
      id
      status
      lines {
        id
        quantity
      }
      ...OrderDetails_Order
      ...OrderStepTracker_Order
      ...OrderReadyEstimate_Order
      ...OrderRider_Order
      ...OrderPayment_Order
      ...CancelOrderButton_Order
      ...OrderInvoiceLink_Order
      ...OrderRating_Order
      ...OrderHelp_Order
    }
  }
`);

/** The rating form, for a delivered order only: its own chunk (docs/architecture.md#ratings-and-reviews). */
const OrderRating = lazy(() => import("./rating/order-rating").then((m) => ({ default: m.OrderRating })));

export interface OrderDetailsDialogProps {
  orderId: string;
  open: boolean;
  onClose: () => void;
  /** Called when the closing animation is over: the parent forgets the order (the dialog resets). */
  afterClose: () => void;
}

/**
 * 'Order Details' of one of the customer's orders (query `order(id)`). It opens at once with a
 * skeleton and fills in when the details arrive; a failed fetch shows an error and no details.
 * While the order is pending its customer may cancel it; the normalised cache then updates the
 * history table too. Once a rider is assigned, who they are and (on the way) where they are.
 * A finished order can be ordered again (order-again-button.tsx).
 */
export function OrderDetailsDialog({ orderId, open, onClose, afterClose }: OrderDetailsDialogProps) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AccountOrderDetailsDocument, {
    variables: { id: orderId },
    fetchPolicy: "cache-and-network",
  });
  // A failed fetch clears the details (docs/architecture.md#behaviour), whatever the cache still holds.
  const order = error ? null : (data?.order ?? null);

  const footer = [
    order && <OrderInvoiceLink key="invoice" orderId={order.id} />,
    order && <CancelOrderButton key="cancel" order={order} onStale={() => void refetch().catch(() => undefined)} />,
    order && <OrderAgainButton key="again" orderId={order.id} status={order.status} lineCount={order.lines.length} />,
    <Button key="close" type="primary" onClick={onClose}>
      {t("account.close")}
    </Button>,
  ];

  return (
    <AntdTheme>
      <Modal
        open={open}
        title={t("account.orderDetails")}
        onCancel={onClose}
        afterClose={afterClose}
        footer={footer}
        destroyOnHidden
        width={640}
        closable={{ "aria-label": t("account.close") }}
      >
        {error ? (
          <Alert type="error" showIcon title={t("account.detailsFailed")} />
        ) : order ? (
          <OrderDetails
            order={order}
            afterSummary={
              <>
                <OrderStepTracker order={order} />
                <OrderReadyEstimate order={order} />
                <OrderRider order={order} />
                <OrderPayment order={order} />
                {order.status === "DELIVERED" && (
                  <Suspense fallback={null}>
                    <OrderRating order={order} />
                  </Suspense>
                )}
                <OrderHelp order={order} />
              </>
            }
          />
        ) : loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : null}
      </Modal>
    </AntdTheme>
  );
}
