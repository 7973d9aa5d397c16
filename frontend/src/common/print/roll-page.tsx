import { useLayoutEffect, useState } from "react";

/** Millimetres per CSS pixel (a CSS pixel is 1/96 inch). */
const MM_PER_PX = 25.4 / 96;
/** Paper fed past the sheet's own bottom padding, so the cutter never cuts through the last line. */
const TAIL_MM = 2;

/** An A4 sheet with its margins: the print page of the invoice and the restaurant's statement. */
export const A4_PAGE_RULE = "@page { size: A4; margin: 12mm; }";

/** A receipt roll as a print page: its width; the length is the sheet's own. */
export interface RollPaper {
  rollWidthMm: number;
}

/**
 * The print page of a roll: as wide as the roll, as long as the sheet (its height in CSS pixels),
 * without margins. CSS has no page size "as long as the content": `size: 80mm auto` is not valid
 * CSS, so Chromium ignored it and printed the roll's sheet on a Letter page.
 */
export function rollPageRule(paper: RollPaper, sheetHeightPx: number): string {
  const lengthMm = Math.ceil(Math.max(sheetHeightPx, 1) * MM_PER_PX) + TAIL_MM;
  return `@page { size: ${paper.rollWidthMm}mm ${lengthMm}mm; margin: 0; }`;
}

/**
 * The @page rule of a sheet printed on a roll, following the sheet's height as it changes (a
 * ResizeObserver: the sheet must be laid out on screen, if only out of sight), so the printed
 * page ends where the sheet does: one page, whatever the number of lines.
 */
export function RollPageRule({ paper, sheet }: { paper: RollPaper; sheet: HTMLElement | null }) {
  const [heightPx, setHeightPx] = useState(0);
  useLayoutEffect(() => {
    if (!sheet) return;
    const measure = () => setHeightPx(sheet.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(sheet);
    return () => observer.disconnect();
  }, [sheet]);
  return <style>{rollPageRule(paper, heightPx)}</style>;
}
