import type { Page } from "@playwright/test";

/** A word in Latin letters the page shows, with the text around it (where to look for it). */
export interface LatinWord {
  word: string;
  context: string;
}

/**
 * Every word in Latin letters a person can read or hear on the page as it is now: its visible
 * text (innerText: what is rendered, screen-reader-only text included, hidden elements not), the
 * page title, the placeholders and tooltips of visible elements, and the names screen readers
 * say (aria-label, alt) of visible elements outside aria-hidden parts, unless an ancestor has a
 * name of its own (a button's name is said instead of its icon's). Each word once, with the first
 * text it was seen in.
 */
export async function visibleLatinWords(page: Page): Promise<LatinWord[]> {
  const texts = await page.evaluate(() => {
    const found = [
      { text: document.title, where: "<title>" },
      { text: document.body.innerText, where: "" },
    ];
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [title], img[alt]")) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      const spoken = !element.closest('[aria-hidden="true"]') && !element.parentElement?.closest("[aria-label], [aria-labelledby]");
      for (const attribute of ["placeholder", "title", ...(spoken ? ["aria-label", "alt"] : [])]) {
        const value = element.getAttribute(attribute);
        if (value) found.push({ text: value, where: `${attribute} of <${element.tagName.toLowerCase()} class="${element.className}">` });
      }
    }
    return found;
  });
  const words = new Map<string, string>();
  for (const { text, where } of texts) {
    for (const line of text.split("\n")) {
      for (const word of latinWordsIn(line)) {
        if (!words.has(word)) words.set(word, `${where ? `${where}: ` : ""}${line.trim().slice(0, 120)}`);
      }
    }
  }
  return [...words].map(([word, context]) => ({ word, context }));
}

/** The words in Latin letters of a text ("don't" is one word; "E2E" is "E" and "E"). */
export function latinWordsIn(text: string): string[] {
  return [...text.matchAll(/[A-Za-z]+(?:['’][A-Za-z]+)*/g)].map(([word]) => word);
}
