/**
 * The object registerEnumType takes for a list of names that are their own values (stored and
 * answered as they are): { ORDER_PLACED: "ORDER_PLACED", ... }.
 */
export function stringEnum<const V extends string>(values: readonly V[]): { [K in V]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };
}
