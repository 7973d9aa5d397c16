import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Modal } from "antd";
import { useTranslation } from "react-i18next";
import { formatOrderNumber } from "../../common/formatters";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";

/** Whether the customer may cancel the order now: the server lists CANCELLED among the next statuses. */
export const CancelOrderButtonFragment = graphql(`
  fragment CancelOrderButton_Order on Order {
    id
    allowedNextStatuses
  }
`);

/**
 * Cancelling moves the order on: the answer carries what every screen of the customer's shows
 * of its status (the history row, the dialog's summary, tracker, history and this button), so
 * the normalised cache updates them all without asking again.
 */
const AccountCancelOrderDocument = graphql(`
  mutation AccountCancelOrder($id: ID!) {
    cancelOrder(id: $id) {
      id
      ...OrderHistoryList_Order
      ...OrderSummary_Order
      ...OrderStepTracker_Order
      ...OrderStatusHistory_Order
      ...CancelOrderButton_Order
    }
  }
`);

/**
 * 'Cancel Order' in the dialog's footer while the order is pending, after a confirmation. A
 * refused cancel (the restaurant confirmed it meanwhile) says why and calls `onStale`.
 */
export function CancelOrderButton(props: { order: FragmentType<typeof CancelOrderButtonFragment>; onStale: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [modal, modalHolder] = Modal.useModal();
  const [cancelOrder, { loading }] = useMutation(AccountCancelOrderDocument);
  const { data: order, complete } = useFragment({
    fragment: CancelOrderButtonFragment,
    fragmentName: "CancelOrderButton_Order",
    from: props.order,
  });
  if (!complete || !order.allowedNextStatuses.includes("CANCELLED")) return modalHolder;
  const number = formatOrderNumber(order.id);

  const confirmCancel = () => {
    void modal.confirm({
      title: t("account.cancelConfirmTitle", { number }),
      content: t("account.cancelConfirmText"),
      okText: t("account.cancelConfirmOk"),
      okButtonProps: { danger: true },
      cancelText: t("account.cancelConfirmKeep"),
      onOk: async () => {
        try {
          await cancelOrder({ variables: { id: order.id } });
          toast.success(t("account.cancelled", { number }));
        } catch (cancelError) {
          toast.error(errorText(cancelError, t("account.cancelFailed")));
          // The order may have moved on meanwhile (confirmed by the restaurant): show what it is now.
          props.onStale();
        }
      },
    });
  };

  return (
    <>
      <Button danger loading={loading} onClick={confirmCancel}>
        {t("account.cancelOrder")}
      </Button>
      {modalHolder}
    </>
  );
}
