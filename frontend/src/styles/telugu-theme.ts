import type { ThemeConfig } from "antd";

/**
 * antd's tokens for Telugu pages, laid over Ruchi's theme (see telugu-typography.css for the
 * reasons): the Telugu font stack, one pixel more text, lines of 1.6 (antd's 1.5 at 16 px crowds
 * the marks above and below Telugu letters) and controls of 44 px around the taller line. A label
 * longer than a line grows its button instead of being cut (telugu-typography.css).
 */
const FONT_SIZE = 16;
const FONT_SIZE_SM = 14;
const FONT_SIZE_LG = 18;
const LINE_HEIGHT = 1.6;
const HEADING_LINE_HEIGHT = 1.4;

export const teluguTokens: NonNullable<ThemeConfig["token"]> = {
  // The stack is defined once, for the whole Telugu page, in telugu-typography.css.
  fontFamily: "var(--ruchi-font-family)",
  fontSize: FONT_SIZE,
  fontSizeSM: FONT_SIZE_SM,
  fontSizeLG: FONT_SIZE_LG,
  lineHeight: LINE_HEIGHT,
  lineHeightSM: LINE_HEIGHT,
  lineHeightLG: LINE_HEIGHT,
  lineHeightHeading1: HEADING_LINE_HEIGHT,
  lineHeightHeading2: HEADING_LINE_HEIGHT,
  lineHeightHeading3: HEADING_LINE_HEIGHT,
  lineHeightHeading4: HEADING_LINE_HEIGHT,
  lineHeightHeading5: HEADING_LINE_HEIGHT,
  controlHeight: 44,
};

/** `theme` with the Telugu tokens laid over its own. */
export function withTeluguTokens(theme: ThemeConfig): ThemeConfig {
  return { ...theme, token: { ...theme.token, ...teluguTokens } };
}
