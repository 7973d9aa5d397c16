import CheckOutlined from "@ant-design/icons/CheckOutlined";
import CloseOutlined from "@ant-design/icons/CloseOutlined";
import ExclamationOutlined from "@ant-design/icons/ExclamationOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import type { OrderStatus } from "../../gql/graphql";
import { isStepNow, orderProgress, type ProgressStep, type ProgressStepState } from "./order-progress";
import { orderStatusLabelKey } from "../../common/orders/order-status";
import styles from "./order-step-tracker.module.css";

/** Where the order is and the way it came, for the tracker's steps. */
export const OrderStepTrackerFragment = graphql(`
  fragment OrderStepTracker_Order on Order {
    id
    status
    fulfilment
    statusHistory {
      fromStatus
      toStatus
    }
  }
`);

const STATE_CLASS: Record<ProgressStepState, string | undefined> = {
  done: styles.done,
  current: styles.current,
  upcoming: styles.upcoming,
  stopped: styles.stopped,
  failed: styles.failed,
};

/** The step's drawn mark: a tick when done (and on "Delivered" once there), a cross where it ended, "!" where delivery failed. */
function StepMark({ step, number }: { step: ProgressStep; number: number }) {
  if (step.state === "stopped") return <CloseOutlined />;
  if (step.state === "failed") return <ExclamationOutlined />;
  if (step.state === "done" || (step.state === "current" && step.status === "DELIVERED")) return <CheckOutlined />;
  return number;
}

/**
 * Where the order is: pending → confirmed → preparing → out for delivery → delivered, or where
 * it stopped (rejected, cancelled) or the delivery failed. Each step says its state in words and
 * with its mark, not by colour alone; the current one carries aria-current="step". A status that
 * changes while the dialog is open (a live update) is announced politely.
 */
export function OrderStepTracker(props: { order: FragmentType<typeof OrderStepTrackerFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({
    fragment: OrderStepTrackerFragment,
    fragmentName: "OrderStepTracker_Order",
    from: props.order,
  });
  const announcement = useStatusAnnouncement(complete ? order.status : null);
  if (!complete) return null;
  const steps = orderProgress(order.status, order.statusHistory, order.fulfilment);
  // A pickup's last step reads "Collected".
  const labelOf = (status: OrderStatus) =>
    order.fulfilment === "PICKUP" && status === "DELIVERED" ? t("account.collected") : t(orderStatusLabelKey(status));

  return (
    <>
      <ol className={styles.tracker} aria-label={t("liveOrders.tracker.label")}>
        {steps.map((step, index) => {
          const isNow = isStepNow(step);
          return (
            <li key={step.status} className={`${styles.step} ${STATE_CLASS[step.state] ?? ""}`} aria-current={isNow ? "step" : undefined}>
              <span className={styles.mark} aria-hidden="true">
                <StepMark step={step} number={index + 1} />
              </span>
              <span className={styles.label}>
                {labelOf(step.status)}
                <span className="sr-only">, {t(`liveOrders.tracker.${step.state}`)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}

/** Empty at first (the dialog's content is read anyway); the new status once it changes. */
function useStatusAnnouncement(status: OrderStatus | null): string {
  const { t } = useTranslation();
  const shown = useRef(status);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (status === null || shown.current === status) return;
    if (shown.current === null) {
      shown.current = status;
      return;
    }
    shown.current = status;
    setAnnouncement(t("liveOrders.tracker.statusNow", { status: t(orderStatusLabelKey(status)) }));
  }, [status, t]);
  return announcement;
}
