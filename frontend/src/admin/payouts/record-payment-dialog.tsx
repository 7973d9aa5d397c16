import { Form, Input } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { indiaDay } from "../../common/india-day";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { FormDialog } from "../common/form-dialog";

export interface PaymentValues {
  reference: string;
  paidOn: string;
}

/** A refused field says this form's rule. */
const OWN_FIELD_TEXTS = { reference: "adminPayouts.referenceRule", paidOn: "adminPayouts.paidOnRule" } as const;

export interface RecordPaymentDialogProps {
  formId: string;
  /** Whom the week is paid to: the dialog's title and its toast name them. */
  payee: string;
  /** The week and the amount, in a sentence. */
  summary: string;
  /** Records the payment (the server's mutation); throws when refused. */
  record: (payment: PaymentValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Mark paid' for a week (superadmins): the bank or UPI transaction's reference and the day it
 * was paid (today, unless told). A restaurant's statement and a rider's week are paid alike; the
 * server records each once, and its answer updates the week in the page's cache.
 */
export function RecordPaymentDialog({ formId, payee, summary, record, onClose }: RecordPaymentDialogProps) {
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<PaymentValues>();
  // The ref stops a second submit at once; the state shows the button busy.
  const sending = useRef(false);
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: PaymentValues) => {
    if (sending.current) return;
    sending.current = true;
    setSaving(true);
    try {
      await record({ reference: values.reference.trim(), paidOn: values.paidOn });
      toast.success(p("saved", { name: payee }));
      onClose();
    } catch (error) {
      toast.error(errorText(error, p("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, ["reference", "paidOn"], OWN_FIELD_TEXTS);
    } finally {
      sending.current = false;
      setSaving(false);
    }
  };

  return (
    <FormDialog<PaymentValues>
      formId={formId}
      title={p("dialogTitle", { name: payee })}
      cancelText={p("cancel")}
      submitText={p("save")}
      form={form}
      initialValues={{ reference: "", paidOn: indiaDay() }}
      loading={saving}
      onClose={onClose}
      onFinish={onFinish}
    >
      <p>{summary}</p>
      <Form.Item
        name="reference"
        label={p("reference")}
        rules={[{ required: true, whitespace: true, max: 64, message: p("referenceRule") }]}
      >
        <Input placeholder={p("referencePlaceholder")} maxLength={64} autoComplete="off" />
      </Form.Item>
      <Form.Item name="paidOn" label={p("paidOn")} rules={[{ required: true, message: p("paidOnRule") }]}>
        {/* No max: the server judges the day by its own calendar. */}
        <Input type="date" />
      </Form.Item>
    </FormDialog>
  );
}
