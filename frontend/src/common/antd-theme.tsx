import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { theme, themeWithoutMotion } from "../theme";
import { usePrefersReducedMotion } from "./reduced-motion";

/**
 * Applies the one Ruchi theme to the antd components inside. It wraps only the parts of the app
 * that render antd (auth screens, admin, sheets, toasts), all loaded on demand, so antd's
 * theming runtime stays out of the first download of the shop (DESIGN §9 budget). Every mount
 * uses the same theme object, so antd generates and caches each component's styles once. Users
 * who asked their system for reduced motion get antd without its zooms and slides: dialogs,
 * drawers, lists and toasts simply appear.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  return <ConfigProvider theme={reducedMotion ? themeWithoutMotion : theme}>{children}</ConfigProvider>;
}
