import { useEffect } from "react";
import { notification } from "antd";
import { AntdTheme } from "../antd-theme";
import { connectToastOutlet } from "./toast";

/** docs/architecture.md#screens, #constants: toasts top-right, with a close button, 4 seconds, at most 3 at a time. */
export const TOAST_DURATION_SECONDS = 4;
export const TOAST_MAX_VISIBLE = 3;
/**
 * Below the sticky shop (64 px) and admin (60 px) headers: a toast must not cover the menu,
 * cart or account buttons, least of all on a phone where it spans the header's right half.
 */
export const TOAST_TOP_OFFSET_PX = 72;

export default function ToastOutlet() {
  const [api, holder] = notification.useNotification({
    placement: "topRight",
    top: TOAST_TOP_OFFSET_PX,
    duration: TOAST_DURATION_SECONDS,
    maxCount: TOAST_MAX_VISIBLE,
    pauseOnHover: true,
  });

  useEffect(
    () =>
      connectToastOutlet(({ kind, text, description }) => {
        // The same text twice (a double click, a re-render) replaces the toast instead of stacking.
        api[kind]({
          key: `${kind}:${text}:${description ?? ""}`,
          title: text,
          description,
          closable: true,
          role: kind === "error" ? "alert" : "status",
        });
      }),
    [api],
  );

  return <AntdTheme>{holder}</AntdTheme>;
}
