import { Button, Input } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { oneLine } from "../../common/one-line";
import type { KitchenOrder } from "./order-card";
import { MoveDialog } from "./move-dialog";
import type { MoveResult } from "./use-order-moves";
import styles from "./kitchen-board.module.css";

/** The server's limit on a rejection reason (order-state-machine.ts). */
const REASON_MAX_LENGTH = 500;

const QUICK_REASONS = ["reasonBusy", "reasonSoldOut", "reasonClosing"] as const;

/**
 * Rejecting an order needs a reason, which the customer reads: one tap on a usual one (it fills
 * the box, and can still be edited) or a reason of the kitchen's own.
 */
export function RejectDialog({ order, onClose, onReject }: { order: KitchenOrder; onClose: () => void; onReject: (reason: string) => Promise<MoveResult> }) {
  const { t } = useTranslation();
  const reasonId = useId();
  const errorId = useId();
  const quickId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed === "") {
      setError(t("kitchen.reject.reasonRequired"));
      return;
    }
    setSending(true);
    const result = await onReject(trimmed);
    setSending(false);
    if (result === "badInput") setError(t("kitchen.reject.reasonTooLong"));
    else if (result === "done") onClose();
  };

  return (
    <MoveDialog
      title={t("kitchen.reject.title", { number: order.shortId })}
      okText={t("kitchen.reject.confirm")}
      danger
      sending={sending}
      onOk={() => void submit()}
      onClose={onClose}
    >
      <p id={quickId} className={styles.dialogLabel}>
        {t("kitchen.reject.quickReasons")}
      </p>
      <div role="group" aria-labelledby={quickId} className={styles.quickReasons}>
        {QUICK_REASONS.map((key) => (
          <Button
            key={key}
            onClick={() => {
              setReason(t(`kitchen.reject.${key}`));
              setError(null);
            }}
          >
            {t(`kitchen.reject.${key}`)}
          </Button>
        ))}
      </div>
      <label htmlFor={reasonId} className={styles.dialogLabel}>
        {t("kitchen.reject.reasonLabel")}
      </label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        showCount
        placeholder={t("kitchen.reject.reasonPlaceholder")}
        status={error ? "error" : undefined}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setReason(oneLine(event.target.value));
          setError(null);
        }}
      />
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </MoveDialog>
  );
}
