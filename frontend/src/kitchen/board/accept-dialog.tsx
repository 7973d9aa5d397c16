import { Input, Radio } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../common/formatters";
import { MoveDialog } from "../../common/order-moves/move-dialog";
import type { MoveResult } from "./use-order-moves";
import type { KitchenOrder } from "./order-card";
import { parsePreparationMinutes, QUICK_MINUTES, readyAround } from "./preparation-minutes";
import { useNow } from "../../common/use-now";
import styles from "./kitchen-board.module.css";

type Choice = (typeof QUICK_MINUTES)[number] | "other";

const DEFAULT_CHOICE: Choice = 20;

/**
 * Accepting an order: how long the kitchen needs, one tap on a usual time (10 to 45 minutes)
 * or a number of its own, with the time it will be ready. The customer's tracker shows that time.
 */
export function AcceptDialog({
  order,
  onClose,
  onAccept,
}: {
  order: KitchenOrder;
  onClose: () => void;
  onAccept: (minutes: number) => Promise<MoveResult>;
}) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const labelId = useId();
  const customId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState<Choice>(DEFAULT_CHOICE);
  const [custom, setCustom] = useState("");
  const [showError, setShowError] = useState(false);
  const [sending, setSending] = useState(false);
  const minutes = choice === "other" ? parsePreparationMinutes(custom) : choice;
  const invalid = minutes === null;

  const submit = async () => {
    if (minutes === null) {
      setShowError(true);
      return;
    }
    setSending(true);
    const result = await onAccept(minutes);
    setSending(false);
    if (result === "badInput") setShowError(true);
    else if (result === "done") onClose();
  };

  return (
    <MoveDialog
      title={t("kitchen.accept.title", { number: order.shortId })}
      okText={minutes === null ? t("kitchen.actions.accept") : t("kitchen.accept.confirm", { count: minutes })}
      cancelText={t("kitchen.actions.cancel")}
      sending={sending}
      onOk={() => void submit()}
      onClose={onClose}
    >
      <p id={labelId} className={styles.dialogLabel}>
        {t("kitchen.accept.minutesLabel")}
      </p>
      <Radio.Group
        aria-labelledby={labelId}
        className={styles.minuteChoices}
        optionType="button"
        buttonStyle="solid"
        size="large"
        value={choice}
        onChange={(event) => {
          setChoice(event.target.value as Choice);
          setShowError(false);
        }}
        options={[
          ...QUICK_MINUTES.map((value) => ({ value, label: t("kitchen.accept.quickMinutes", { count: value }) })),
          { value: "other", label: t("kitchen.accept.otherMinutes") },
        ]}
      />
      {choice === "other" && (
        <div className={styles.customMinutes}>
          <label htmlFor={customId}>{t("kitchen.accept.customLabel")}</label>
          <Input
            id={customId}
            size="large"
            inputMode="numeric"
            autoFocus
            maxLength={3}
            value={custom}
            status={showError && invalid ? "error" : undefined}
            aria-invalid={showError && invalid}
            aria-describedby={showError && invalid ? errorId : undefined}
            onChange={(event) => setCustom(event.target.value.replace(/\D/g, ""))}
            onPressEnter={() => void submit()}
          />
        </div>
      )}
      {showError && invalid ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {t("kitchen.accept.minutesRule")}
        </p>
      ) : (
        minutes !== null && (
          <p className={styles.readyPreview}>{t("kitchen.accept.readyAround", { time: formatTime(readyAround(now, minutes)) })}</p>
        )
      )}
    </MoveDialog>
  );
}
