/**
 * A line's choices under its name: "Full, Extra raita"; empty for a line without any. Every
 * cart and order line selects its choices as `options { name }` in its own fragment rather than
 * through a shared fragment: the API's depth limit (backend src/graphql/limits.ts, 10) counts a
 * fragment spread as two levels, and the cart's documents are at that limit with the plain field.
 * A choice is a snapshot kept inside its line (apollo.ts: ChosenOption has no cache identity).
 */
export function choicesText(options: readonly { name: string }[]): string {
  return options.map((option) => option.name).join(", ");
}
