import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { graphql } from "../../gql";
import type { OrderProblemFieldsFragment as OrderProblemFields } from "../../gql/graphql";

/** An order's problem as the customer's order page and the office's Help queue show it, with its latest answer. */
export const OrderProblemFieldsFragment = graphql(`
  fragment OrderProblemFields on OrderProblem {
    id
    kind
    text
    status
    answer
    answeredAt
    resolvedAt
    createdAt
    lines {
      id
      name
      quantity
    }
  }
`);

/** The problems of an answer, read through their fragment from the cache (all of them, or none until complete). */
export function useOrderProblems(refs: ReadonlyArray<FragmentType<typeof OrderProblemFieldsFragment>>): OrderProblemFields[] {
  const { data, complete } = useFragment({ fragment: OrderProblemFieldsFragment, fragmentName: "OrderProblemFields", from: [...refs] });
  return complete ? data : [];
}
