import { Modal } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "../rider.module.css";

/**
 * The dialog of a delivery move that asks something first (delivered: the cash; couldn't
 * deliver: the reason): large buttons, stacked on a phone, Cancel held while the move is on its way.
 */
export function RiderDialog(props: { title: string; okText: string; danger?: boolean; sending: boolean; onOk: () => void; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={props.onOk}
      okText={props.okText}
      cancelText={t("rider.actions.cancel")}
      okButtonProps={{ size: "large", danger: props.danger, loading: props.sending }}
      cancelButtonProps={{ size: "large", disabled: props.sending }}
      closable={{ "aria-label": t("rider.actions.cancel") }}
      maskClosable={!props.sending}
      destroyOnHidden
      width={520}
      className={styles.dialog}
    >
      <form
        className={styles.dialogBody}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          props.onOk();
        }}
      >
        {props.children}
      </form>
    </Modal>
  );
}
