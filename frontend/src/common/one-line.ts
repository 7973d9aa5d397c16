/**
 * Typed or pasted text as one line: line breaks and tabs become a space. For the short texts the
 * API takes on one line (a kitchen note, a rejection reason), so Enter never makes them invalid.
 */
export function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ");
}
