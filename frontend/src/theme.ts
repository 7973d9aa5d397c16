import type { ThemeConfig } from "antd";

/**
 * Ruchi's one theme. The brand orange (#e4572e) gives white text only 3.7:1, so buttons, links
 * and focus use a darker shade of it: white on #c4421a is 5.1:1 (WCAG AA needs 4.5:1), and hover
 * and active go darker still, never lighter. Error and secondary text are darkened the same way.
 */
export const BRAND = {
  /** The logo's orange: decoration only, never behind or as text. */
  orange: "#e4572e",
  /** Primary: buttons, links, active navigation. White on it: 5.07:1. */
  primary: "#c4421a",
  primaryHover: "#a83514",
  primaryActive: "#8f2d10",
  /** Page tint behind cards; primary text on it still reads at 4.79:1. */
  tint: "#fff7f3",
  text: "#1f1f1f",
  /** Secondary text: 5.74:1 on white. */
  textSecondary: "#666666",
  /** Error text: 5.62:1 on white. */
  error: "#c62828",
  /** Success text: 5.13:1 on white. */
  success: "#2e7d32",
} as const;

export const theme: ThemeConfig = {
  hashed: false,
  token: {
    colorPrimary: BRAND.primary,
    colorPrimaryHover: BRAND.primaryHover,
    colorPrimaryActive: BRAND.primaryActive,
    colorLink: BRAND.primary,
    colorLinkHover: BRAND.primaryHover,
    colorLinkActive: BRAND.primaryActive,
    colorInfo: BRAND.primary,
    colorError: BRAND.error,
    colorSuccess: BRAND.success,
    colorText: BRAND.text,
    colorTextSecondary: BRAND.textSecondary,
    colorTextTertiary: BRAND.textSecondary,
    colorTextDescription: BRAND.textSecondary,
    colorTextPlaceholder: "#757575",
    // antd's defaults draw empty-table text (#bfbfbf) and tag text on tinted fills below 4.5:1.
    colorTextQuaternary: "#757575",
    colorTextDisabled: "#757575",
    colorSuccessBg: "#e8f5e9",
    colorSuccessBorder: "#a5d6a7",
    colorErrorBg: "#ffebee",
    colorErrorBorder: "#ef9a9a",
    borderRadius: 8,
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Telugu", "Helvetica Neue", Arial, sans-serif',
    fontSize: 15,
    controlHeight: 40,
  },
  components: {
    Button: { primaryShadow: "none", fontWeight: 600 },
  },
};

/** The same theme without antd's motion, for users who prefer reduced motion (see AntdTheme). */
export const themeWithoutMotion: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
