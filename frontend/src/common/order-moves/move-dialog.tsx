import { Modal } from "antd";
import type { ReactNode } from "react";
import styles from "./move-dialog.module.css";

export interface MoveDialogProps {
  title: string;
  okText: string;
  cancelText: string;
  danger?: boolean;
  sending: boolean;
  onOk: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The dialog of an order move that asks something first (the kitchen's minutes or rejection
 * reason, the rider's cash or failure reason): large buttons, stacked on a phone, Enter sends,
 * Cancel held while the move is on its way.
 */
export function MoveDialog(props: MoveDialogProps) {
  return (
    <Modal
      open
      title={props.title}
      onCancel={props.onClose}
      onOk={props.onOk}
      okText={props.okText}
      cancelText={props.cancelText}
      okButtonProps={{ size: "large", danger: props.danger, loading: props.sending }}
      cancelButtonProps={{ size: "large", disabled: props.sending }}
      closable={{ "aria-label": props.cancelText }}
      maskClosable={!props.sending}
      destroyOnHidden
      width={520}
      className={styles.dialog}
    >
      <form
        className={styles.body}
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
