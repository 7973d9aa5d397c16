import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Form, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatOrderNumber } from "../../common/formatters";
import { useErrorText } from "../../common/error-text";
import { errorCode } from "../../common/graphql-errors";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { OrderStatus } from "../../gql/graphql";
import { orderStatusLabelKey } from "../../common/orders/order-status";
import { OrderStatusBadge } from "../../common/orders/order-status-badge";
import { DeliveredCashForm } from "./delivered-cash-form";
import { AdminOpsUpdateOrderStatusDocument } from "./orders-documents";
import { moveLabelKey, needsReason, type MoveWithReason } from "./rider-assignment";
import styles from "./orders.module.css";

/** The server's limit on a rejection or failure reason (order-state-machine.ts). */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The order's status, the moves the server allows from it, and what delivering it asks (its rider, its total). */
export const OrderStatusActionsFragment = graphql(`
  fragment OrderStatusActions_Order on Order {
    id
    status
    allowedNextStatuses
    total
    rider {
      id
      name
    }
  }
`);

export interface OrderStatusActionsProps {
  /**
   * The order, read from the cache: for admins the order list fetched it (they get no details),
   * and it stays there after a move takes it out of a filtered list.
   */
  orderId: string;
  /** The list is out of date (a move was refused): reload it. */
  onStale: () => void;
  /** The order moved on (its row is already updated): the list reloads if that can change its rows. */
  onMoved: () => void;
}

/** What the reason form says for each move that needs one. */
const REASON_TEXTS = {
  REJECTED: {
    label: "adminOps.orders.rejectionReason",
    required: "adminOps.orders.rejectionReasonRequired",
    confirm: "adminOps.orders.confirmReject",
    open: "adminOps.orders.reject",
  },
  DELIVERY_FAILED: {
    label: "adminRiders.failDelivery.reason",
    required: "adminRiders.failDelivery.reasonRequired",
    confirm: "adminRiders.failDelivery.confirm",
    open: "adminOps.orders.moveTo.DELIVERY_FAILED",
  },
} as const satisfies Record<MoveWithReason, Record<string, string>>;

/** What a move sends besides the status: a reason, or the cash collected at the door. */
interface MoveDetails {
  reason?: string;
  cash?: { collected: number; note: string | null };
}

/**
 * The staff's status moves for one order. Only the moves the server lists in
 * allowedNextStatuses are offered (the state machine lives there); rejecting and marking a
 * delivery failed ask for a reason first, and marking delivered an order a rider holds asks for
 * the cash collected (DeliveredCashForm); sending a failed delivery out again reads "Try again".
 * A refused move (someone else moved the order meanwhile) says so and reloads the list so the
 * real status shows.
 */
export function OrderStatusActions({ orderId, onStale, onMoved }: OrderStatusActionsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [form] = Form.useForm<{ reason: string }>();
  const [reasonFor, setReasonFor] = useState<MoveWithReason | null>(null);
  const [askingCash, setAskingCash] = useState(false);
  const [pending, setPending] = useState<OrderStatus | null>(null);
  const [updateStatus] = useMutation(AdminOpsUpdateOrderStatusDocument);
  const { data: order, complete } = useFragment({
    fragment: OrderStatusActionsFragment,
    fragmentName: "OrderStatusActions_Order",
    from: { __typename: "Order", id: orderId },
  });
  if (!complete) return null;
  const number = formatOrderNumber(order.id);
  const moves = order.allowedNextStatuses.filter((status) => !needsReason(status));
  const reasonMoves = order.allowedNextStatuses.filter(needsReason);
  // A reason form left open for a move the order no longer allows (it moved on live) closes.
  const asking = reasonFor !== null && reasonMoves.includes(reasonFor) ? reasonFor : null;
  // The rider's cash counts in their cash in hand: an order a rider holds is delivered with it.
  const cashRider = order.rider && order.allowedNextStatuses.includes("DELIVERED") ? order.rider : null;
  const cashOpen = askingCash && cashRider !== null;

  /** Sends the move; answers the error it was refused with, or null. */
  const move = async (status: OrderStatus, details: MoveDetails = {}): Promise<unknown> => {
    setPending(status);
    try {
      await updateStatus({
        variables: {
          id: order.id,
          status,
          reason: details.reason ?? null,
          cashCollected: details.cash?.collected ?? null,
          note: details.cash?.note ?? null,
        },
      });
      onMoved();
      toast.success(t("adminOps.orders.statusChanged", { number, status: t(orderStatusLabelKey(status)) }));
      if (needsReason(status)) {
        form.resetFields();
        setReasonFor(null);
      }
      setAskingCash(false);
      return null;
    } catch (error) {
      // A reason the server refused (missing, too long, control characters) goes on the field,
      // the only thing typed here; the typed text stays. The cash form shows its own fields' errors.
      if (needsReason(status) && errorCode(error) === "BAD_USER_INPUT") {
        form.setFields([{ name: "reason", errors: [t("apiErrors.fields.reason")] }]);
      } else if (!(details.cash && errorCode(error) === "BAD_USER_INPUT")) {
        toast.error(errorText(error, t("adminOps.common.somethingWentWrong")));
      }
      if (errorCode(error) === "INVALID_STATUS_TRANSITION" || errorCode(error) === "NOT_FOUND") onStale();
      return error;
    } finally {
      setPending(null);
    }
  };

  return (
    <section aria-labelledby={`status-actions-${order.id}`} className={styles.statusActions}>
      <h2 id={`status-actions-${order.id}`} className={styles.dialogHeading}>
        {t("adminOps.orders.updateStatus", { number })}
      </h2>
      <p className={styles.currentStatus}>
        {t("adminOps.orders.currentStatus")} <OrderStatusBadge status={order.status} />
      </p>
      {order.allowedNextStatuses.length === 0 ? (
        <p className={styles.muted}>{t("adminOps.orders.noMoves")}</p>
      ) : (
        <Space wrap>
          {moves
            .filter((status) => !(cashOpen && status === "DELIVERED"))
            .map((status, index) => (
              <Button
                key={status}
                type={index === 0 ? "primary" : "default"}
                loading={pending === status}
                disabled={pending !== null && pending !== status}
                onClick={() => (status === "DELIVERED" && cashRider ? setAskingCash(true) : void move(status))}
              >
                {t(moveLabelKey(order.status, status))}
              </Button>
            ))}
          {asking === null &&
            reasonMoves.map((status) => (
              <Button key={status} danger disabled={pending !== null} onClick={() => setReasonFor(status)}>
                {t(REASON_TEXTS[status].open)}
              </Button>
            ))}
        </Space>
      )}
      {asking !== null && (
        <Form
          form={form}
          layout="vertical"
          className={styles.rejectForm}
          requiredMark={false}
          onFinish={(values) => void move(asking, { reason: values.reason.trim() })}
        >
          <Form.Item
            name="reason"
            label={t(REASON_TEXTS[asking].label)}
            rules={[
              { required: true, whitespace: true, message: t(REASON_TEXTS[asking].required) },
              {
                max: REJECTION_REASON_MAX_LENGTH,
                message: t("adminOps.orders.rejectionReasonTooLong", { max: REJECTION_REASON_MAX_LENGTH }),
              },
            ]}
          >
            <Input.TextArea rows={3} maxLength={REJECTION_REASON_MAX_LENGTH} showCount autoFocus />
          </Form.Item>
          <Space wrap>
            <Button danger type="primary" htmlType="submit" loading={pending === asking}>
              {t(REASON_TEXTS[asking].confirm)}
            </Button>
            <Button
              disabled={pending === asking}
              onClick={() => {
                form.resetFields();
                setReasonFor(null);
              }}
            >
              {t("adminOps.common.cancel")}
            </Button>
          </Space>
        </Form>
      )}
      {cashOpen && (
        <DeliveredCashForm
          order={{ total: order.total, rider: cashRider }}
          sending={pending === "DELIVERED"}
          onDeliver={(collected, note) => move("DELIVERED", { cash: { collected, note } })}
          onCancel={() => setAskingCash(false)}
        />
      )}
    </section>
  );
}
