import type { Page } from "@playwright/test";

/** The controls and labels whose text must fit in them: a label cut off is a label not read. */
const FITTED = "button, [role='button'], [role='tab'], a, label, .ant-tag, .ant-badge-count, h1, h2, h3";

/**
 * What does not fit on the page as it is now: the page wider than the screen (a sideways
 * scroll at 360 px), and each visible control, tag, badge or heading whose content is wider or
 * taller than its box (cut off where the box clips, spilling over its neighbours where not).
 * Inline elements have no box of their own to overflow and are left out, and so are the cards
 * of a long grid not drawn yet (content-visibility: auto).
 */
export async function overflowingText(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > window.innerWidth) found.push(`the page is ${scrollWidth} px wide on a ${window.innerWidth} px screen`);
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      // Cards far from view (content-visibility: auto) are not laid out, so not measured.
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true }) || element.closest(".sr-only")) continue;
      if (getComputedStyle(element).display === "inline") continue;
      const wider = element.scrollWidth - element.clientWidth;
      const taller = element.scrollHeight - element.clientHeight;
      if (wider > 1 || taller > 1) {
        const text = element.innerText.trim().replace(/\s+/g, " ").slice(0, 60);
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> "${text}": ${wider > 1 ? `${wider} px too wide` : ""}${wider > 1 && taller > 1 ? ", " : ""}${taller > 1 ? `${taller} px too tall` : ""}`,
        );
      }
    }
    return found;
  }, FITTED);
}
