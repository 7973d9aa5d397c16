/** docs/architecture.md#forms, #constants: search fires only when the trimmed keyword is longer than 3 characters. */
export const MIN_KEYWORD_LENGTH = 4;

/** The keyword to send, or null when it is too short to search for. */
export function searchableKeyword(keyword: string): string | null {
  const trimmed = keyword.trim();
  // Counted in characters people see, so "ఇడ్లీ" or an emoji is not cut short by UTF-16 lengths.
  return Array.from(trimmed).length >= MIN_KEYWORD_LENGTH ? trimmed : null;
}
