import { Button, Input } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { oneLine } from "../../common/one-line";
import { RiderDialog } from "./rider-dialog";
import type { MoveResult, MovedOrder } from "./use-delivery-moves";
import styles from "../rider.module.css";

/** The server's limit on the reason a delivery failed. */
export const FAILURE_REASON_MAX_LENGTH = 500;

const QUICK_REASONS = ["reasonNotReachable", "reasonWrongAddress", "reasonRefused"] as const;

/**
 * "Couldn't deliver" needs a reason, which the customer and the admins read: one tap on a usual
 * one (it fills the box and can still be edited) or the rider's own words.
 */
export function FailedDialog(props: { order: MovedOrder; onClose: () => void; onFail: (reason: string) => Promise<MoveResult> }) {
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
      setError(t("rider.fail.reasonRequired"));
      return;
    }
    setSending(true);
    const result = await props.onFail(trimmed);
    setSending(false);
    if (result.kind === "badInput") {
      setError(trimmed.length > FAILURE_REASON_MAX_LENGTH ? t("rider.fail.reasonTooLong", { max: FAILURE_REASON_MAX_LENGTH }) : t("rider.fail.reasonRequired"));
    } else if (result.kind === "done" || result.kind === "stale") props.onClose();
  };

  return (
    <RiderDialog
      title={t("rider.fail.title", { number: props.order.shortId })}
      okText={t("rider.fail.confirm")}
      danger
      sending={sending}
      onOk={() => void submit()}
      onClose={props.onClose}
    >
      <p id={quickId} className={styles.dialogLabel}>
        {t("rider.fail.quickReasons")}
      </p>
      <div role="group" aria-labelledby={quickId} className={styles.quickChoices}>
        {QUICK_REASONS.map((key) => (
          <Button
            key={key}
            size="large"
            onClick={() => {
              setReason(t(`rider.fail.${key}`));
              setError(null);
            }}
          >
            {t(`rider.fail.${key}`)}
          </Button>
        ))}
      </div>
      <label htmlFor={reasonId} className={styles.dialogLabel}>
        {t("rider.fail.reasonLabel")}
      </label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        rows={3}
        maxLength={FAILURE_REASON_MAX_LENGTH}
        required
        placeholder={t("rider.fail.reasonPlaceholder")}
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
    </RiderDialog>
  );
}
