import type { GraphQLCodegenDataMasking } from "@apollo/client/masking";

/**
 * Apollo Client's data masking (`dataMasking: true` in apollo.ts) with codegen's masked types:
 * `FragmentType`, `useFragment` and every query's result type follow the generated types, where a
 * spread fragment's fields are hidden from all but the component that declares the fragment.
 */
declare module "@apollo/client" {
  // Declaration merging: an empty interface that extends is how Apollo's types are overridden.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
