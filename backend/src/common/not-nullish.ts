/**
 * Whether a field of a partial update was sent: only undefined and null mean "left out"; false, 0
 * and "" are values to save.
 */
export const notNullish = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
