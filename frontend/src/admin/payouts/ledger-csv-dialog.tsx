import { Form, Input } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { indiaDay } from "../../common/india-day";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { FormDialog } from "../common/form-dialog";
import { fetchLedgerCsv, ledgerPeriodProblem, MAX_LEDGER_PERIOD_DAYS, saveFile } from "./ledger-csv";

interface PeriodValues {
  from: string;
  to: string;
}

const FORM_ID = "admin-ledger-csv";
/** A refused day says this form's rule. */
const OWN_FIELD_TEXTS = { from: "adminPayouts.ledger.periodRule", to: "adminPayouts.ledger.periodRule" } as const;

/**
 * 'Ledger CSV' (superadmins): every ledger entry of a period, India's days, for the accountant
 * (docs/money.md). This month so far unless told; at most MAX_LEDGER_PERIOD_DAYS days.
 */
export default function LedgerCsvDialog({ onClose }: { onClose: () => void }) {
  const { t: l } = useTranslation("translation", { keyPrefix: "adminPayouts.ledger" });
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<PeriodValues>();
  const [loading, setLoading] = useState(false);
  const sending = useRef(false);
  const today = indiaDay();

  const onFinish = async (values: PeriodValues) => {
    if (sending.current) return;
    sending.current = true;
    setLoading(true);
    try {
      const file = await fetchLedgerCsv(values.from, values.to);
      saveFile(file.blob, file.fileName);
      toast.success(l("saved"));
      onClose();
    } catch (error) {
      toast.error(errorText(error, l("failed"), OWN_FIELD_TEXTS));
      showFieldErrors(form, error, ["from", "to"], OWN_FIELD_TEXTS);
    } finally {
      sending.current = false;
      setLoading(false);
    }
  };

  const periodRule = {
    validator: () => {
      const problem = ledgerPeriodProblem(form.getFieldValue("from") as string, form.getFieldValue("to") as string);
      return problem
        ? Promise.reject(new Error(l(problem === "order" ? "orderRule" : "lengthRule", { days: MAX_LEDGER_PERIOD_DAYS })))
        : Promise.resolve();
    },
  };

  return (
    <FormDialog<PeriodValues>
      formId={FORM_ID}
      title={l("title")}
      cancelText={l("cancel")}
      submitText={l("submit")}
      form={form}
      initialValues={{ from: `${today.slice(0, 8)}01`, to: today }}
      loading={loading}
      onClose={onClose}
      onFinish={onFinish}
    >
      <p>{l("intro")}</p>
      <Form.Item name="from" label={l("from")} rules={[{ required: true, message: l("periodRule") }]}>
        <Input type="date" />
      </Form.Item>
      <Form.Item name="to" label={l("to")} dependencies={["from"]} rules={[{ required: true, message: l("periodRule") }, periodRule]}>
        <Input type="date" />
      </Form.Item>
    </FormDialog>
  );
}
