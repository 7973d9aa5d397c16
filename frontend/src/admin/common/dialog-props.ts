import type { ModalProps } from "antd";
import { useTranslation } from "react-i18next";

/**
 * What the create and secret dialogs of the API keys and webhooks pages share: shown while mounted, one width, a named
 * close button, and no closing by a click beside them, which would lose what was typed or the
 * secret not yet copied.
 */
export function useAdminDialogProps(onClose: () => void): ModalProps {
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
