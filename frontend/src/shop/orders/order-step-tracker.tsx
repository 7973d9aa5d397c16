import { CheckOutlined, CloseOutlined } from "@ant-design/icons";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { OrderStatus } from "../../gql/graphql";
import { orderProgress, type ProgressStepState, type StatusChange } from "./order-progress";
import { orderStatusLabelKey } from "./order-status";
import styles from "./order-step-tracker.module.css";

const STATE_CLASS: Record<ProgressStepState, string | undefined> = {
  done: styles.done,
  current: styles.current,
  upcoming: styles.upcoming,
  stopped: styles.stopped,
};

/**
 * Where the order is: pending → confirmed → preparing → out for delivery → delivered, or where
 * it stopped (rejected, cancelled). Each step says its state in words and with its mark, not by
 * colour alone; the current one carries aria-current="step". A status that changes while the
 * dialog is open (a live update) is announced politely.
 */
export function OrderStepTracker({ status, history }: { status: OrderStatus; history: readonly StatusChange[] }) {
  const { t } = useTranslation();
  const steps = orderProgress(status, history);
  const announcement = useStatusAnnouncement(status);

  return (
    <>
      <ol className={styles.tracker} aria-label={t("liveOrders.tracker.label")}>
        {steps.map((step, index) => {
          const isNow = step.state === "current" || step.state === "stopped";
          return (
            <li key={step.status} className={`${styles.step} ${STATE_CLASS[step.state] ?? ""}`} aria-current={isNow ? "step" : undefined}>
              <span className={styles.mark} aria-hidden="true">
                {step.state === "stopped" ? <CloseOutlined /> : step.state === "done" || (isNow && step.status === "DELIVERED") ? <CheckOutlined /> : index + 1}
              </span>
              <span className={styles.label}>
                {t(orderStatusLabelKey(step.status))}
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
function useStatusAnnouncement(status: OrderStatus): string {
  const { t } = useTranslation();
  const shown = useRef(status);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (shown.current === status) return;
    shown.current = status;
    setAnnouncement(t("liveOrders.tracker.statusNow", { status: t(orderStatusLabelKey(status)) }));
  }, [status, t]);
  return announcement;
}
