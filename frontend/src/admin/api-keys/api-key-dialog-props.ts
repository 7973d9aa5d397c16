import type { ModalProps } from "antd";
import { useTranslation } from "react-i18next";

/**
 * What the page's two dialogs (create, secret) share: shown while mounted, one width, a named
 * close button, and no closing by a click beside them, which would lose what was typed or the
 * secret not yet copied.
 */
export function useApiKeyDialogProps(onClose: () => void): ModalProps {
  const { t } = useTranslation();
  return {
    open: true,
    onCancel: onClose,
    width: 560,
    closable: { "aria-label": t("adminOps.common.close") },
    maskClosable: false,
    destroyOnHidden: true,
  };
}
