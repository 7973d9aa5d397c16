import type { Language } from "../i18n/language";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The frame of every HTML mail: Ruchi's name, the body and a grey footer line. `lang` tells mail
 * clients and screen readers the mail's language (Telugu needs a Telugu voice and font).
 */
export function mailLayout(options: { language: Language; maxWidthPx: number; body: string; footer: string }): string {
  const { language, maxWidthPx, body, footer } = options;
  return (
    `<div lang="${language}" style="font-family:Arial,sans-serif;max-width:${maxWidthPx}px;margin:auto;color:#222">` +
    `<h2 style="color:#e4572e">Ruchi</h2>${body}` +
    `<p style="color:#888;font-size:12px">${escapeHtml(footer)}</p></div>`
  );
}
