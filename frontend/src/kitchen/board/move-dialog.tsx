import { Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * The dialog of a kitchen move that asks something first (accepting: the minutes; rejecting:
 * the reason): large buttons, Cancel held while the move is on its way.
 */
export function MoveDialog(props: { title: string; okText: string; danger?: boolean; sending: boolean; onOk: () => void; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={props.onOk}
      okText={props.okText}
      cancelText={t("kitchen.actions.cancel")}
      okButtonProps={{ size: "large", danger: props.danger, loading: props.sending }}
      cancelButtonProps={{ size: "large", disabled: props.sending }}
      closable={{ "aria-label": t("kitchen.actions.cancel") }}
      destroyOnHidden
      width={520}
    >
      {props.children}
    </Modal>
  );
}
