import StopOutlined from "@ant-design/icons/StopOutlined";
import { useMutation } from "@apollo/client/react";
import { Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { AdminRevokeApiKeyDocument } from "./api-keys-documents";

/**
 * Revokes a key after a confirmation that says what follows: its programs are refused at once,
 * for good. The answer updates the row through the cache (revoked tag and date).
 */
export function RevokeApiKeyButton({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [revoke, { loading }] = useMutation(AdminRevokeApiKeyDocument);

  const confirm = async () => {
    try {
      await revoke({ variables: { id } });
      toast.success(t("adminApiKeys.revoke.done", { name }));
    } catch (error) {
      toast.error(errorText(error, t("adminApiKeys.revoke.failed")));
    }
  };

  return (
    <Popconfirm
      title={t("adminApiKeys.revoke.title", { name })}
      description={t("adminApiKeys.revoke.text")}
      okText={t("adminApiKeys.revoke.ok")}
      okButtonProps={{ danger: true }}
      cancelText={t("adminApiKeys.revoke.cancel")}
      onConfirm={confirm}
    >
      <Button danger icon={<StopOutlined aria-hidden />} loading={loading} aria-label={t("adminApiKeys.revoke.buttonOf", { name })}>
        {t("adminApiKeys.revoke.button")}
      </Button>
    </Popconfirm>
  );
}
