import { CopyOutlined } from "@ant-design/icons";
import { Alert, Button, Input, Modal } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../common/toast/toast";
import { useApiKeyDialogProps } from "./api-key-dialog-props";
import type { NewApiKey } from "./create-api-key-dialog";
import styles from "./api-keys.module.css";

/**
 * The new key's secret, the only time anyone sees it: a warning that it cannot be shown again,
 * the secret to select or copy, and how programs send it. Closed only by its button (or Esc),
 * never by a stray click beside it; closing forgets the secret.
 */
export default function ApiKeySecretDialog({ apiKey, onClose }: { apiKey: NewApiKey; onClose: () => void }) {
  const { t: s } = useTranslation("translation", { keyPrefix: "adminApiKeys.secret" });
  const dialogProps = useApiKeyDialogProps(onClose);
  const fieldId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey.secret);
      toast.success(s("copied"));
    } catch {
      toast.error(s("copyFailed"));
    }
  };

  return (
    <Modal
      {...dialogProps}
      title={s("title", { name: apiKey.name })}
      footer={
        <Button type="primary" onClick={onClose}>
          {s("done")}
        </Button>
      }
    >
      <div className={styles.secretBody}>
        <Alert type="warning" showIcon title={s("warning")} description={s("lost")} />
        <div className={styles.secretField}>
          <label htmlFor={fieldId} className={styles.strong}>
            {s("label")}
          </label>
          <Input.TextArea
            id={fieldId}
            readOnly
            value={apiKey.secret}
            autoSize
            spellCheck={false}
            className={styles.secret}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} className={styles.copyButton}>
            {s("copy")}
          </Button>
        </div>
        <p className={styles.muted}>{s("usage")}</p>
      </div>
    </Modal>
  );
}
