import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Button, Modal, Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import { formatOrderNumber } from "../../common/formatters";
import { serverMessage } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import { useFragment as readFragment } from "../../gql/fragment-masking";
import { OrderDetailsBody } from "./order-details-body";
import { OrderProgressFragment } from "./order-progress-fragment";

export const AccountOrderDetailsDocument = graphql(`
  query AccountOrderDetails($id: ID!) {
    order(id: $id) {
      id
      createdAt
      restaurantName
      itemsTotal
      deliveryCharge
      total
      paymentMethod
      lines {
        menuItemId
        name
        image
        quantity
        price
        lineTotal
      }
      address {
        address
        city
        pincode
        phone
        notes
      }
      ...OrderProgress
    }
  }
`);

const AccountCancelOrderDocument = graphql(`
  mutation AccountCancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      ...OrderProgress
    }
  }
`);

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
 * While the order is pending its customer may cancel it (the server lists CANCELLED among the
 * allowed next statuses); the normalised cache then updates the history table too.
 */
export function OrderDetailsDialog({ orderId, open, onClose, afterClose }: OrderDetailsDialogProps) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const number = formatOrderNumber(orderId);
  const { data, loading, error, refetch } = useQuery(AccountOrderDetailsDocument, {
    variables: { id: orderId },
    fetchPolicy: "cache-and-network",
  });
  const [cancelOrder, { loading: cancelling }] = useMutation(AccountCancelOrderDocument);
  // A failed fetch clears the details (spec §4), whatever the cache still holds.
  const order = error ? null : (data?.order ?? null);
  const progress = order ? readFragment(OrderProgressFragment, order) : null;
  const canCancel = progress?.allowedNextStatuses.includes("CANCELLED") ?? false;

  const confirmCancel = () => {
    void modal.confirm({
      title: t("account.cancelConfirmTitle", { number }),
      content: t("account.cancelConfirmText"),
      okText: t("account.cancelConfirmOk"),
      okButtonProps: { danger: true },
      cancelText: t("account.cancelConfirmKeep"),
      onOk: async () => {
        try {
          await cancelOrder({ variables: { id: orderId } });
          toast.success(t("account.cancelled", { number }));
        } catch (cancelError) {
          toast.error(serverMessage(cancelError) ?? t("account.cancelFailed"));
          // The order may have moved on meanwhile (confirmed by the restaurant): show what it is now.
          void refetch().catch(() => undefined);
        }
      },
    });
  };

  const footer = [
    canCancel && (
      <Button key="cancel" danger loading={cancelling} onClick={confirmCancel}>
        {t("account.cancelOrder")}
      </Button>
    ),
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
        ) : order && progress ? (
          <OrderDetailsBody order={order} progress={progress} />
        ) : loading ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : null}
      </Modal>
      {modalHolder}
    </AntdTheme>
  );
}
