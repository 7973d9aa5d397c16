import SendOutlined from "@ant-design/icons/SendOutlined";
import { useMutation } from "@apollo/client/react";
import { Alert, Button, Form, Input, Modal, Radio } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { useServerFieldErrors } from "../../common/use-server-field-errors";
import { BroadcastPreview } from "./broadcast-preview";
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  BROADCAST_URL_MAX,
  broadcastInput,
  broadcastRules,
  EMPTY_BROADCAST,
  type BroadcastFormValues,
} from "./broadcast-rules";
import { AdminBroadcastsDocument, AdminSendBroadcastDocument } from "./notifications-documents";
import styles from "./notifications.module.css";

const FIELDS = ["title", "body", "audience", "url"] as const;

/**
 * Compose a broadcast beside its live preview, confirm, send. Superadmins only (docs/architecture.md#roles): for
 * admins the form is shown disabled under a notice saying who may send.
 */
export function BroadcastForm({ canSend }: { canSend: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const showFieldErrors = useServerFieldErrors();
  const [form] = Form.useForm<BroadcastFormValues>();
  const [modal, modalHolder] = Modal.useModal();
  const rules = broadcastRules(t);
  const title = Form.useWatch("title", form) ?? "";
  const body = Form.useWatch("body", form) ?? "";
  const url = Form.useWatch("url", form) ?? "";
  const [sendBroadcast, { loading }] = useMutation(AdminSendBroadcastDocument, {
    refetchQueries: [AdminBroadcastsDocument],
    awaitRefetchQueries: true,
  });

  const send = async (values: BroadcastFormValues) => {
    try {
      const { data } = await sendBroadcast({ variables: { input: broadcastInput(values) } });
      if (!data) return;
      const { targeted, delivered } = data.sendBroadcast;
      toast.success(t("adminNotifications.sent", { count: targeted, delivered }));
      form.resetFields();
    } catch (error) {
      showFieldErrors(form, error, FIELDS);
      toast.error(errorText(error, t("adminNotifications.sendFailed")));
    }
  };

  const confirmSend = (values: BroadcastFormValues) => {
    const audience = t(`adminNotifications.audience${values.audience}`).toLowerCase();
    void modal.confirm({
      title: t("adminNotifications.confirmTitle", { audience }),
      content: t("adminNotifications.confirmText"),
      okText: t("adminNotifications.confirmOk"),
      cancelText: t("adminNotifications.confirmCancel"),
      onOk: () => send(values),
    });
  };

  return (
    <section aria-labelledby="broadcast-compose" className={styles.card}>
      <h2 id="broadcast-compose" className={styles.sectionTitle}>
        {t("adminNotifications.compose")}
      </h2>
      {!canSend && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={t("adminNotifications.superadminOnly")}
          description={t("adminNotifications.superadminOnlyText")}
        />
      )}
      <div className={styles.compose}>
        <Form<BroadcastFormValues>
          form={form}
          layout="vertical"
          initialValues={EMPTY_BROADCAST}
          onFinish={confirmSend}
          disabled={!canSend}
          requiredMark={false}
          className={styles.form}
        >
          <Form.Item name="title" label={t("adminNotifications.titleLabel")} rules={rules.title}>
            <Input maxLength={BROADCAST_TITLE_MAX} showCount />
          </Form.Item>
          <Form.Item name="body" label={t("adminNotifications.bodyLabel")} rules={rules.body}>
            <Input.TextArea maxLength={BROADCAST_BODY_MAX} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
          </Form.Item>
          <Form.Item name="audience" label={t("adminNotifications.audienceLabel")}>
            <Radio.Group
              options={[
                { value: "CUSTOMERS", label: t("adminNotifications.audienceCUSTOMERS") },
                { value: "STAFF", label: t("adminNotifications.audienceSTAFF") },
              ]}
            />
          </Form.Item>
          <Form.Item name="url" label={t("adminNotifications.urlLabel")} extra={t("adminNotifications.urlHint")} rules={rules.url}>
            <Input maxLength={BROADCAST_URL_MAX} placeholder={t("adminNotifications.urlPlaceholder")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden />} loading={loading}>
            {t("adminNotifications.send")}
          </Button>
        </Form>
        <BroadcastPreview title={title} body={body} url={url} />
      </div>
      {modalHolder}
    </section>
  );
}
