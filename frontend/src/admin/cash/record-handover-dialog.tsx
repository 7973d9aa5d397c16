import { useMutation } from "@apollo/client/react";
import { Form, Input, InputNumber } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { toSentRupees } from "../../common/rupees";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import formStyles from "../common/admin-form.module.css";
import { FormDialog } from "../common/form-dialog";
import { AdminRecordCashHandoverDocument } from "./cash-documents";
import { differenceKind, isHandoverAmount } from "./cash-figures";
import styles from "./cash.module.css";

/** The server's limit on a handover's note. */
export const HANDOVER_NOTE_MAX_LENGTH = 500;

interface HandoverValues {
  amount: number | null;
  note: string;
}

export interface RecordHandoverDialogProps {
  rider: { id: string; name: string };
  /** What the rider holds now: the amount starts there. */
  cashInHand: number;
  onClose: () => void;
  /** Recorded: the page asks for the day's figures again. */
  onRecorded: () => void;
}

const FORM_ID = "admin-record-cash-handover";
/** A refused amount says this form's rule rather than another form's. */
const OWN_FIELD_TEXTS = { amount: "adminRiders.handover.amountRule" } as const;

/**
 * 'Record handover': the amount the rider hands over (prefilled with the cash in hand) and an
 * optional note. Its idempotency key is made when the dialog opens and sent with every try, so a
 * double click or a retry after a lost answer records one handover; the button is disabled while
 * sending, and a second submit meanwhile is ignored.
 */
export default function RecordHandoverDialog({ rider, cashInHand, onClose, onRecorded }: RecordHandoverDialogProps) {
  const { t: h } = useTranslation("translation", { keyPrefix: "adminRiders.handover" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<HandoverValues>();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const sending = useRef(false);
  const [record, { loading }] = useMutation(AdminRecordCashHandoverDocument);

  const onFinish = async (values: HandoverValues) => {
    if (sending.current || !isHandoverAmount(values.amount)) return;
    sending.current = true;
    const note = values.note.trim();
    try {
      const { data } = await record({
        variables: { riderId: rider.id, amount: toSentRupees(values.amount), note: note === "" ? null : note, idempotencyKey },
      });
      if (!data) throw new Error("recordCashHandover answered no data");
      const { amount, difference } = data.recordCashHandover;
      toast.success(
        differenceKind(difference) === "short"
          ? h("recordedShort", { amount: formatRupees(amount), name: rider.name, short: formatRupees(-difference) })
          : h("recorded", { amount: formatRupees(amount), name: rider.name }),
      );
      onRecorded();
      onClose();
    } catch (error) {
      toast.error(errorText(error, h("failed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, ["amount", "note"], OWN_FIELD_TEXTS);
    } finally {
      sending.current = false;
    }
  };

  return (
    <FormDialog<HandoverValues>
      formId={FORM_ID}
      title={h("title", { name: rider.name })}
      cancelText={h("cancel")}
      submitText={h("submit")}
      form={form}
      initialValues={{ amount: cashInHand, note: "" }}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <p className={styles.inHand}>{h("inHand", { amount: formatRupees(cashInHand) })}</p>
      <Form.Item
        label={h("amount")}
        name="amount"
        extra={h("amountHint")}
        rules={[
          {
            validator: (_, value: unknown) => (isHandoverAmount(value) ? Promise.resolve() : Promise.reject(new Error(h("amountRule")))),
          },
        ]}
      >
        <InputNumber min={0} step={10} precision={2} inputMode="decimal" className={formStyles.number} autoFocus />
      </Form.Item>
      <Form.Item
        label={h("note")}
        name="note"
        extra={h("noteHint")}
        rules={[{ max: HANDOVER_NOTE_MAX_LENGTH, message: h("noteRule", { max: HANDOVER_NOTE_MAX_LENGTH }) }]}
      >
        <Input.TextArea rows={2} maxLength={HANDOVER_NOTE_MAX_LENGTH} />
      </Form.Item>
    </FormDialog>
  );
}
