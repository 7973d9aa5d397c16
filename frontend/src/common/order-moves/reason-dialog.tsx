import { Button, Input } from "antd";
import { useId, useState } from "react";
import { oneLine } from "../one-line";
import { MoveDialog } from "./move-dialog";
import styles from "./move-dialog.module.css";

/** The server's limit on a reason (order-state-machine.ts): rejections and failed deliveries alike. */
export const REASON_MAX_LENGTH = 500;

/** What became of the move: done (close), refused as input (say so), or anything else (the caller told the person). */
export type ReasonMoveResult = "done" | "badInput" | "other";

export interface ReasonDialogTexts {
  title: string;
  confirm: string;
  cancel: string;
  quickReasonsLabel: string;
  quickReasons: readonly string[];
  label: string;
  placeholder: string;
  required: string;
  tooLong: string;
}

/**
 * A move that needs a reason someone else reads (the kitchen's rejection, the rider's failed
 * delivery): one tap on a usual one (it fills the box and can still be edited) or one's own words.
 */
export function ReasonDialog(props: {
  texts: ReasonDialogTexts;
  onSubmit: (reason: string) => Promise<ReasonMoveResult>;
  onClose: () => void;
}) {
  const { texts } = props;
  const reasonId = useId();
  const errorId = useId();
  const quickId = useId();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed === "") {
      setError(texts.required);
      return;
    }
    setSending(true);
    const result = await props.onSubmit(trimmed);
    setSending(false);
    if (result === "badInput") setError(trimmed.length > REASON_MAX_LENGTH ? texts.tooLong : texts.required);
    else if (result === "done") props.onClose();
  };

  return (
    <MoveDialog
      title={texts.title}
      okText={texts.confirm}
      cancelText={texts.cancel}
      danger
      sending={sending}
      onOk={() => void submit()}
      onClose={props.onClose}
    >
      <p id={quickId} className={styles.label}>
        {texts.quickReasonsLabel}
      </p>
      <div role="group" aria-labelledby={quickId} className={styles.quickReasons}>
        {texts.quickReasons.map((quick) => (
          <Button
            key={quick}
            size="large"
            onClick={() => {
              setReason(quick);
              setError(null);
            }}
          >
            {quick}
          </Button>
        ))}
      </div>
      <label htmlFor={reasonId} className={styles.label}>
        {texts.label}
      </label>
      <Input.TextArea
        id={reasonId}
        value={reason}
        rows={3}
        maxLength={REASON_MAX_LENGTH}
        required
        placeholder={texts.placeholder}
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
