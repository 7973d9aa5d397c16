import { expect, type Page } from "@playwright/test";

/** A page of a print, in millimetres (rounded). */
export interface PrintedPage {
  widthMm: number;
  heightMm: number;
}

const MM_PER_POINT = 25.4 / 72;

/**
 * The pages the browser prints the page on, with the page's own @page size (as the print dialog
 * takes it): Chromium's PDF of it, read from each page's MediaBox.
 */
export async function printedPages(page: Page): Promise<PrintedPage[]> {
  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  return [...pdf.matchAll(/\/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map(([, x0, y0, x1, y1]) => ({
    widthMm: Math.round((Number(x1) - Number(x0)) * MM_PER_POINT),
    heightMm: Math.round((Number(y1) - Number(y0)) * MM_PER_POINT),
  }));
}

/**
 * The print is one page of a receipt roll: as wide as the roll, as long as the sheet (its height
 * in CSS pixels, as laid out for print) and the few millimetres fed past it.
 */
export async function expectOnePageOfTheRoll(page: Page, rollWidthMm: number, sheetHeightPx: number): Promise<void> {
  const pages = await printedPages(page);
  expect(pages, "one page").toHaveLength(1);
  const sheetMm = (sheetHeightPx * 25.4) / 96;
  expect(pages[0].widthMm).toBe(rollWidthMm);
  expect(pages[0].heightMm).toBeGreaterThanOrEqual(Math.floor(sheetMm));
  expect(pages[0].heightMm).toBeLessThanOrEqual(Math.ceil(sheetMm) + 4);
}
