import { graphql } from "../../gql";

/**
 * A choice of a cart or order line as every screen names it ("Full", "Extra raita"). Spread with
 * `@unmask` under a line's `options`, so the line's own component (and the printed ticket, which
 * gets plain data) reads it.
 */
export const ChosenOptionsFragment = graphql(`
  fragment ChosenOptions_ChosenOption on ChosenOption {
    id
    name
  }
`);

/** A line's choices under its name: "Full, Extra raita"; empty for a line without any. */
export function choicesText(options: readonly { name: string }[]): string {
  return options.map((option) => option.name).join(", ");
}
