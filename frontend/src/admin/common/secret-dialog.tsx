import CopyOutlined from "@ant-design/icons/CopyOutlined";
import { Alert, Button, Input, Modal } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../common/toast/toast";
import { useAdminDialogProps } from "./dialog-props";
import styles from "./secret-dialog.module.css";

/** Where the page's catalogue keeps the dialog's words (warning, lost, usage, label, copy ...). */
export type SecretTextsAt = "adminApiKeys.secret" | "adminWebhooks.secret";

/**
 * A new secret (an API key's, a webhook's signing secret), the only time anyone sees it: a
 * warning that it cannot be shown again, the secret to select or copy, and how programs use it.
 * Closed only by its button (or Esc), never by a stray click beside it; closing forgets the secret.
 */
export default function SecretDialog({
  title,
  secret,
  textsAt,
  onClose,
}: {
  title: string;
  secret: string;
  textsAt: SecretTextsAt;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const dialogProps = useAdminDialogProps(onClose);
  const fieldId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t(`${textsAt}.copied`));
    } catch {
      toast.error(t(`${textsAt}.copyFailed`));
    }
  };

  return (
    <Modal
      {...dialogProps}
      title={title}
      footer={
        <Button type="primary" onClick={onClose}>
          {t(`${textsAt}.done`)}
        </Button>
      }
    >
      <div className={styles.secretBody}>
        <Alert type="warning" showIcon title={t(`${textsAt}.warning`)} description={t(`${textsAt}.lost`)} />
        <div className={styles.secretField}>
          <label htmlFor={fieldId} className={styles.label}>
            {t(`${textsAt}.label`)}
          </label>
          <Input.TextArea
            id={fieldId}
            readOnly
            value={secret}
            autoSize
            spellCheck={false}
            className={styles.secret}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()} className={styles.copyButton}>
            {t(`${textsAt}.copy`)}
          </Button>
        </div>
        <p className={styles.usage}>{t(`${textsAt}.usage`)}</p>
      </div>
    </Modal>
  );
}
