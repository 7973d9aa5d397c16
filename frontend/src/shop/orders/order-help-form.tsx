import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Form, Input, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import type { OrderProblemKind } from "../../gql/graphql";
import styles from "./order-help.module.css";

const KINDS: readonly OrderProblemKind[] = ["MISSING_ITEM", "WRONG_ITEM", "LATE", "QUALITY", "RIDER", "OTHER"];
/** The server's most (PROBLEM_TEXT_MAX_LENGTH). */
const TEXT_MAX = 1000;

/** The answer carries the order's problems, so the order page shows the new one from the cache. */
const AccountReportOrderProblemDocument = graphql(`
  mutation AccountReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {
    reportOrderProblem(orderId: $orderId, input: $input) {
      id
      order {
        id
        ...OrderHelp_Order
      }
    }
  }
`);

interface Values {
  kind: OrderProblemKind;
  lineIds?: string[];
  text: string;
}

/** The "Get help" form: what went wrong, which items (ticked), and the customer's words. */
export default function OrderHelpForm(props: {
  orderId: string;
  lines: ReadonlyArray<{ id: string; name: string; quantity: number }>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [report, { loading }] = useMutation(AccountReportOrderProblemDocument);
  const [form] = Form.useForm<Values>();

  const send = async (values: Values) => {
    try {
      await report({
        variables: { orderId: props.orderId, input: { kind: values.kind, text: values.text.trim(), lineIds: values.lineIds ?? [] } },
      });
      toast.success(t("orderHelp.sent"));
      props.onDone();
    } catch (error) {
      toast.error(errorText(error, t("orderHelp.sendFailed")));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ kind: "MISSING_ITEM" }} onFinish={(values) => void send(values)}>
      <Form.Item name="kind" label={t("orderHelp.formTitle")}>
        <Radio.Group className={styles.lines}>
          {KINDS.map((kind) => (
            <Radio key={kind} value={kind}>
              {t(`orderHelp.kinds.${kind}`)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {props.lines.length > 0 && (
        <Form.Item name="lineIds" label={t("orderHelp.linesLabel")}>
          <Checkbox.Group className={styles.lines}>
            {props.lines.map((line) => (
              <Checkbox key={line.id} value={line.id}>
                {line.quantity} × {line.name}
              </Checkbox>
            ))}
          </Checkbox.Group>
        </Form.Item>
      )}
      <Form.Item
        name="text"
        label={t("orderHelp.textLabel")}
        rules={[{ required: true, whitespace: true, message: t("orderHelp.textRequired") }]}
      >
        <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount placeholder={t("orderHelp.textPlaceholder")} />
      </Form.Item>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={loading}>
          {t("orderHelp.send")}
        </Button>
        <Button onClick={props.onDone}>{t("orderHelp.cancel")}</Button>
      </div>
    </Form>
  );
}
