import { Button, Form, Modal, Space, type FormInstance } from "antd";
import type { ReactNode } from "react";
import formStyles from "./admin-form.module.css";
import { useAdminDialogProps } from "./dialog-props";

export interface FormDialogProps<Values> {
  /** The form's id and name: the footer's submit button sits outside the form and names it. */
  formId: string;
  title: string;
  cancelText: string;
  submitText: string;
  form: FormInstance<Values>;
  initialValues: Values;
  loading: boolean;
  onClose: () => void;
  onFinish: (values: Values) => void | Promise<void>;
  children: ReactNode;
}

/**
 * A form dialog of the admin pages (API keys, webhooks, cash handovers): the form in a modal
 * that only its buttons close, Cancel and the submit button in the footer (disabled while
 * sending), the first refused field scrolled into view.
 */
export function FormDialog<Values extends object>(props: FormDialogProps<Values>) {
  const { formId, title, cancelText, submitText, form, initialValues, loading, onClose, onFinish, children } = props;
  const dialogProps = useAdminDialogProps(onClose);
  return (
    <Modal
      {...dialogProps}
      title={title}
      footer={
        <Space className={formStyles.footer}>
          <Button onClick={onClose}>{cancelText}</Button>
          <Button type="primary" htmlType="submit" form={formId} loading={loading} disabled={loading}>
            {submitText}
          </Button>
        </Space>
      }
    >
      <Form<Values>
        id={formId}
        form={form}
        name={formId}
        layout="vertical"
        requiredMark
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        scrollToFirstError
      >
        {children}
      </Form>
    </Modal>
  );
}
