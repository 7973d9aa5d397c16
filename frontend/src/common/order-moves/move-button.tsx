import { Button } from "antd";
import type { ReactNode } from "react";

/**
 * An order card's move (the kitchen board's, the rider's), large enough to hit in a hurry. Its
 * name says which order it moves (the card shows the words only); `busy` spins while its move is
 * on the way, `waiting` holds it while another move is.
 */
export function MoveButton(props: {
  name: string;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
  primary?: boolean;
  danger?: boolean;
  busy?: boolean;
  waiting?: boolean;
  className?: string;
}) {
  return (
    <Button
      type={props.primary ? "primary" : "default"}
      danger={props.danger}
      size="large"
      icon={props.icon}
      loading={props.busy}
      disabled={props.waiting}
      onClick={props.onClick}
      aria-label={props.name}
      className={props.className}
    >
      {props.children}
    </Button>
  );
}
