import { useMutation } from "@apollo/client/react";
import { Button, Checkbox, Form, Input } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";

/** The server's most (PROBLEM_TEXT_MAX_LENGTH). */
const TEXT_MAX = 1000;

const AdminAnswerOrderProblemDocument = graphql(`
  mutation AdminAnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {
    answerOrderProblem(id: $id, text: $text, resolve: $resolve) {
      id
      ...OrderProblemFields
    }
  }
`);

interface Values {
  text: string;
  resolve: boolean;
}

/** One problem's answer box: the answer, "Resolve with this answer" (ticked unless the office will write again), Send. */
export default function AnswerForm({ problemId, onAnswered }: { problemId: string; onAnswered: () => void }) {
  const { t: h } = useTranslation("translation", { keyPrefix: "adminHelp" });
  const errorText = useErrorText();
  const [answer, { loading }] = useMutation(AdminAnswerOrderProblemDocument);
  const [form] = Form.useForm<Values>();

  const send = async (values: Values) => {
    try {
      await answer({ variables: { id: problemId, text: values.text.trim(), resolve: values.resolve } });
      toast.success(h("sent"));
      form.resetFields();
      onAnswered();
    } catch (error) {
      toast.error(errorText(error, h("sendFailed")));
    }
  };

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ text: "", resolve: true }} onFinish={(values) => void send(values)}>
      <Form.Item name="text" label={h("answerLabel")} rules={[{ required: true, whitespace: true, message: h("answerRequired") }]}>
        <Input.TextArea rows={3} maxLength={TEXT_MAX} showCount />
      </Form.Item>
      <Form.Item name="resolve" valuePropName="checked">
        <Checkbox>{h("resolve")}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={loading}>
        {h("send")}
      </Button>
    </Form>
  );
}
