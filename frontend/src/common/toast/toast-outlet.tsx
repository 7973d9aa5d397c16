import { useEffect } from "react";
import { notification } from "antd";
import { AntdTheme } from "../antd-theme";
import { connectToastOutlet } from "./toast";

/** Spec §2 and §9: toasts top-right, with a close button, 4 seconds, at most 3 at a time. */
export const TOAST_DURATION_SECONDS = 4;
export const TOAST_MAX_VISIBLE = 3;

export default function ToastOutlet() {
  const [api, holder] = notification.useNotification({
    placement: "topRight",
    duration: TOAST_DURATION_SECONDS,
    maxCount: TOAST_MAX_VISIBLE,
    pauseOnHover: true,
  });

  useEffect(
    () =>
      connectToastOutlet(({ kind, text }) => {
        // The same text twice (a double click, a re-render) replaces the toast instead of stacking.
        api[kind]({
          key: `${kind}:${text}`,
          title: text,
          closable: true,
          role: kind === "error" ? "alert" : "status",
        });
      }),
    [api],
  );

  return <AntdTheme>{holder}</AntdTheme>;
}
