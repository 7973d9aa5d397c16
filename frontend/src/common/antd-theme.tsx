import { ConfigProvider } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { withTeluguTokens } from "../styles/telugu-theme";
import { theme, themeWithoutMotion } from "../theme";
import { useAntdLocale } from "./antd-locale";
import { usePrefersReducedMotion } from "./reduced-motion";

/**
 * Applies the one Ruchi theme to the antd components inside. It wraps only the parts of the app
 * that render antd (admin, sheets, toasts; the sign-in screens use none), all loaded on demand, so antd's
 * theming runtime stays out of the first download of the shop (the budget of docs/architecture.md#budgets). Every mount
 * uses one of a few fixed theme objects, so antd generates and caches each component's styles
 * once. Users who asked their system for reduced motion get antd without its zooms and slides:
 * dialogs, drawers, lists and toasts simply appear. Telugu pages get Telugu's font, sizes and
 * line heights (telugu-theme.ts), following the language as it is switched.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const reducedMotion = usePrefersReducedMotion();
  const { i18n } = useTranslation();
  const themes = i18n.resolvedLanguage === "te" ? TELUGU_THEMES : THEMES;
  const locale = useAntdLocale();
  return (
    <ConfigProvider theme={reducedMotion ? themes.withoutMotion : themes.withMotion} locale={locale}>
      {children}
    </ConfigProvider>
  );
}

const THEMES = { withMotion: theme, withoutMotion: themeWithoutMotion };
const TELUGU_THEMES = { withMotion: withTeluguTokens(theme), withoutMotion: withTeluguTokens(themeWithoutMotion) };
