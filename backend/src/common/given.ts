/** Only undefined and null mean "not given": false, 0 and "" are values to save. */
export const given = <T>(value: T | null | undefined): value is T => value !== undefined && value !== null;
