import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { theme } from "../theme";

/**
 * Applies the one Ruchi theme to the antd components inside. It wraps only the parts of the app
 * that render antd (auth screens, admin, sheets, toasts), all loaded on demand, so antd's
 * theming runtime stays out of the first download of the shop (DESIGN §9 budget). Every mount
 * uses the same theme object, so antd generates and caches each component's styles once.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
