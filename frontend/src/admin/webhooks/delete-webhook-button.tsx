import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import { useMutation } from "@apollo/client/react";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { AdminDeleteWebhookDocument } from "./webhooks-documents";

/**
 * Deletes a webhook after a confirmation that says what follows: no new events, no more retries,
 * its deliveries stay readable. The answer updates the row through the cache (deleted tag and date).
 */
export function DeleteWebhookButton({ id, url }: { id: string; url: string }) {
  const { t } = useTranslation("translation", { keyPrefix: "adminWebhooks.remove" });
  const errorText = useErrorText();
  const [remove, { loading }] = useMutation(AdminDeleteWebhookDocument);

  const confirm = async () => {
    try {
      await remove({ variables: { id } });
      toast.success(t("done", { url }));
    } catch (error) {
      toast.error(errorText(error, t("failed")));
    }
  };

  return (
    <Popconfirm
      title={t("title", { url })}
      description={t("text")}
      okText={t("ok")}
      okButtonProps={{ danger: true }}
      cancelText={t("cancel")}
      onConfirm={confirm}
    >
      <Button danger icon={<DeleteOutlined aria-hidden />} loading={loading} aria-label={t("buttonOf", { url })}>
        {t("button")}
      </Button>
    </Popconfirm>
  );
}
