import { useMutation } from "@apollo/client/react";
import { Form, Input, InputNumber, Radio } from "antd";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { graphql } from "../../gql";
import formStyles from "../common/admin-form.module.css";
import { FormDialog } from "../common/form-dialog";
import { CORRECTION_REASON_MAX_LENGTH, isCorrectionAmount, signedCorrection, type CorrectionDirection } from "./correction-figures";

const AdminRecordLedgerCorrectionDocument = graphql(`
  mutation AdminRecordLedgerCorrection($input: LedgerCorrectionInput!) {
    recordLedgerCorrection(input: $input) {
      id
      amount
      weekStart
    }
  }
`);

interface CorrectionValues {
  direction: CorrectionDirection;
  amount: number | null;
  reason: string;
}

const FORM_ID = "admin-record-ledger-correction";
/** A refused field says this form's rule rather than another form's. */
const OWN_FIELD_TEXTS = { amount: "adminPayouts.correction.amountRule", reason: "adminPayouts.correction.reasonRule" } as const;

export interface CorrectionDialogProps {
  restaurant: { id: string; name: string };
  onClose: () => void;
}

/**
 * 'Correction' (superadmins): an amount added to or taken from a restaurant's payable, and the
 * reason its staff will read. The server books it now (docs/money.md), so it shows in this week's
 * statement as a line of its own and a paid week is never changed; the page's statements are
 * asked for again.
 */
export default function CorrectionDialog({ restaurant, onClose }: CorrectionDialogProps) {
  const { t: c } = useTranslation("translation", { keyPrefix: "adminPayouts.correction" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<CorrectionValues>();
  const sending = useRef(false);
  const [record, { loading }] = useMutation(AdminRecordLedgerCorrectionDocument, { refetchQueries: ["AdminPayoutStatements"] });

  const onFinish = async (values: CorrectionValues) => {
    if (sending.current || !isCorrectionAmount(values.amount)) return;
    sending.current = true;
    try {
      const amount = signedCorrection(values.direction, values.amount);
      await record({ variables: { input: { restaurantId: restaurant.id, account: "RESTAURANT", amount, reason: values.reason.trim() } } });
      toast.success(c(amount > 0 ? "savedAdded" : "savedTaken", { amount: formatRupees(Math.abs(amount)), name: restaurant.name }));
      onClose();
    } catch (error) {
      toast.error(errorText(error, c("failed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, ["amount", "reason"], OWN_FIELD_TEXTS);
    } finally {
      sending.current = false;
    }
  };

  return (
    <FormDialog<CorrectionValues>
      formId={FORM_ID}
      title={c("title", { name: restaurant.name })}
      cancelText={c("cancel")}
      submitText={c("submit")}
      form={form}
      initialValues={{ direction: "ADD", amount: null, reason: "" }}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <p>{c("intro")}</p>
      <Form.Item label={c("direction")} name="direction">
        <Radio.Group>
          <Radio value="ADD">{c("add")}</Radio>
          <Radio value="TAKE">{c("take")}</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        label={c("amount")}
        name="amount"
        rules={[
          {
            validator: (_, value: unknown) => (isCorrectionAmount(value) ? Promise.resolve() : Promise.reject(new Error(c("amountRule")))),
          },
        ]}
      >
        <InputNumber min={0} step={10} precision={2} inputMode="decimal" className={formStyles.number} autoFocus />
      </Form.Item>
      <Form.Item
        label={c("reason")}
        name="reason"
        extra={c("reasonHint")}
        rules={[{ required: true, whitespace: true, max: CORRECTION_REASON_MAX_LENGTH, message: c("reasonRule") }]}
      >
        <Input.TextArea rows={3} maxLength={CORRECTION_REASON_MAX_LENGTH} />
      </Form.Item>
    </FormDialog>
  );
}
