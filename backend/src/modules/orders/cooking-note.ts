/** The customer's cooking instructions (Order.kitchenNote): one line, short enough for a printed ticket. */
export const COOKING_NOTE_MAX_LENGTH = 200;

/** What is stored: trimmed, and nothing at all for a note left blank. */
export function cookingNoteOf(note: string | null | undefined): string | null {
  const trimmed = note?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
