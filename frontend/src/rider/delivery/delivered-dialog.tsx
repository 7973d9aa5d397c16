import { Button, Input } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { oneLine } from "../../common/one-line";
import { amountText, cashProblems, rupeesFromText, toPaise, type CashProblem } from "./cash-rule";
import { MoveDialog } from "../../common/order-moves/move-dialog";
import type { MoveResult, MovedOrder } from "./use-delivery-moves";
import styles from "../rider.module.css";

/** The server's limit on the cash note (orders.cash_note). */
export const CASH_NOTE_MAX_LENGTH = 500;

const QUICK_NOTES = ["noteNoChange", "notePaidLess", "noteTip"] as const;

type Problem = CashProblem | "noteTooLong";

/**
 * "Delivered": the cash collected, prefilled with the order's total. When the amount differs
 * from the total (compared in whole paise, as the server does) a note is required, e.g. "No
 * change"; the dialog says by how much it differs as it is typed.
 */
export function DeliveredDialog(props: {
  order: MovedOrder & { total: number };
  onClose: () => void;
  onDeliver: (cashCollected: number, note: string | null) => Promise<MoveResult>;
}) {
  const { order } = props;
  const { t } = useTranslation();
  const amountId = useId();
  const amountErrorId = useId();
  const differenceId = useId();
  const noteId = useId();
  const noteHintId = useId();
  const noteErrorId = useId();
  const quickId = useId();
  const [amount, setAmount] = useState(() => amountText(order.total));
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  const collectedPaise = toPaise(amount);
  const totalPaise = toPaise(order.total) ?? 0;
  const difference = collectedPaise === null ? 0 : collectedPaise - totalPaise;
  const amountProblem = problem === "amountMissing" || problem === "amountInvalid" || problem === "amountTooLarge" ? problem : null;
  const noteProblem = problem === "noteRequired" || problem === "noteTooLong" ? problem : null;
  const confirmAmount = collectedPaise === null ? formatRupees(order.total) : formatRupees(collectedPaise / 100);

  const submit = async () => {
    const first = cashProblems(order.total, amount, note)[0];
    const cash = rupeesFromText(amount);
    if (first || cash === null) {
      setProblem(first ?? "amountInvalid");
      return;
    }
    setSending(true);
    const trimmed = note.trim();
    const result = await props.onDeliver(cash, trimmed === "" ? null : trimmed);
    setSending(false);
    if (result.kind === "badInput")
      setProblem(result.field === "note" ? (trimmed.length > CASH_NOTE_MAX_LENGTH ? "noteTooLong" : "noteRequired") : "amountInvalid");
    else if (result.kind === "done" || result.kind === "stale") props.onClose();
  };

  return (
    <MoveDialog
      title={t("rider.deliver.title", { number: order.shortId })}
      okText={t("rider.deliver.confirm", { amount: confirmAmount })}
      cancelText={t("rider.actions.cancel")}
      sending={sending}
      onOk={() => void submit()}
      onClose={props.onClose}
    >
      <p className={styles.dialogTotal}>{t("rider.deliver.total", { amount: formatRupees(order.total) })}</p>

      <label htmlFor={amountId} className={styles.dialogLabel}>
        {t("rider.deliver.amountLabel")}
      </label>
      <Input
        id={amountId}
        className={styles.amountInput}
        size="large"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        status={amountProblem ? "error" : undefined}
        aria-invalid={amountProblem !== null}
        aria-describedby={[amountProblem ? amountErrorId : "", difference !== 0 ? differenceId : ""].filter(Boolean).join(" ") || undefined}
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          // Digits and one point: a grouping comma or a stray sign typed on a phone's keypad goes.
          setAmount(event.target.value.replace(/[^\d.]/g, ""));
          setProblem(null);
        }}
      />
      {amountProblem && (
        <p id={amountErrorId} className={styles.fieldError} role="alert">
          {t(`rider.deliver.${amountProblem}`)}
        </p>
      )}
      {collectedPaise !== null && difference !== 0 && (
        <p id={differenceId} className={styles.difference} aria-live="polite">
          {t(difference < 0 ? "rider.deliver.less" : "rider.deliver.more", { amount: formatRupees(Math.abs(difference) / 100) })}
        </p>
      )}

      {difference !== 0 && (
        <>
          <p id={quickId} className={styles.dialogLabel}>
            {t("rider.deliver.quickNotes")}
          </p>
          <div role="group" aria-labelledby={quickId} className={styles.quickChoices}>
            {QUICK_NOTES.map((key) => (
              <Button
                key={key}
                size="large"
                onClick={() => {
                  setNote(t(`rider.deliver.${key}`));
                  setProblem(null);
                }}
              >
                {t(`rider.deliver.${key}`)}
              </Button>
            ))}
          </div>
        </>
      )}

      <label htmlFor={noteId} className={styles.dialogLabel}>
        {t("rider.deliver.noteLabel")}
      </label>
      <p id={noteHintId} className={styles.dialogHint}>
        {t("rider.deliver.noteHint")}
      </p>
      <Input.TextArea
        id={noteId}
        value={note}
        rows={2}
        maxLength={CASH_NOTE_MAX_LENGTH}
        placeholder={t("rider.deliver.notePlaceholder")}
        required={difference !== 0}
        status={noteProblem ? "error" : undefined}
        aria-invalid={noteProblem !== null}
        aria-describedby={noteProblem ? `${noteHintId} ${noteErrorId}` : noteHintId}
        onChange={(event) => {
          setNote(oneLine(event.target.value));
          setProblem(null);
        }}
      />
      {noteProblem && (
        <p id={noteErrorId} className={styles.fieldError} role="alert">
          {noteProblem === "noteTooLong" ? t("rider.deliver.noteTooLong", { max: CASH_NOTE_MAX_LENGTH }) : t("rider.deliver.noteRequired")}
        </p>
      )}
    </MoveDialog>
  );
}
