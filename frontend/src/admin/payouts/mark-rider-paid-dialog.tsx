import { useMutation } from "@apollo/client/react";
import { Form, Input } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { indiaDay } from "../../common/india-day";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import { FormDialog } from "../common/form-dialog";

const AdminMarkRiderPaidDocument = graphql(`
  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {
    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {
      id
      paidOn
      paidReference
    }
  }
`);

interface PaymentValues {
  reference: string;
  paidOn: string;
}

const FORM_ID = "admin-mark-rider-paid";
/** A refused field says this form's rule. */
const OWN_FIELD_TEXTS = { reference: "adminPayouts.referenceRule", paidOn: "adminPayouts.paidOnRule" } as const;

export interface MarkRiderPaidDialogProps {
  week: { riderId: string; weekStart: string; total: number };
  riderName: string;
  weekLabel: string;
  onClose: () => void;
}

/**
 * 'Mark paid' for a rider's week (superadmins): the bank or UPI transaction's reference and the
 * day it was paid (today, unless told); the server records it once, and the answer updates the
 * week in the page's cache.
 */
export default function MarkRiderPaidDialog({ week, riderName, weekLabel, onClose }: MarkRiderPaidDialogProps) {
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<PaymentValues>();
  const sending = useRef(false);
  const [markPaid, { loading }] = useMutation(AdminMarkRiderPaidDocument);

  const onFinish = async (values: PaymentValues) => {
    if (sending.current) return;
    sending.current = true;
    try {
      await markPaid({
        variables: { riderId: week.riderId, weekStart: week.weekStart, reference: values.reference.trim(), paidOn: values.paidOn },
      });
      toast.success(p("saved", { name: riderName }));
      onClose();
    } catch (error) {
      toast.error(errorText(error, p("saveFailed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, ["reference", "paidOn"], OWN_FIELD_TEXTS);
    } finally {
      sending.current = false;
    }
  };

  return (
    <FormDialog<PaymentValues>
      formId={FORM_ID}
      title={p("dialogTitle", { name: riderName })}
      cancelText={p("cancel")}
      submitText={p("save")}
      form={form}
      initialValues={{ reference: "", paidOn: indiaDay() }}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <p>{p("riders.dialogWeek", { week: weekLabel, amount: formatRupees(week.total) })}</p>
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
