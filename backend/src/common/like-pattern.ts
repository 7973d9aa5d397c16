/**
 * Search text is data, never a pattern (docs/architecture.md#security): LIKE's own metacharacters are escaped so that
 * "%", "_" and "\" match themselves. Use with `LIKE $n ESCAPE '\'`.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** "%<text>%": contains the text, literally. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;
