import {
  getNamedType,
  isObjectType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
  type SelectionSetNode,
} from "graphql";

/** One `{ ... }` written in a document, with the leaf fields it names itself. */
export interface WrittenSelection {
  /** "query ShopCart: cart.items", "fragment CartLineItem_cartLine": where it is written. */
  where: string;
  /** The type it selects on ("CartLine"). */
  type: string;
  /** Its scalar and enum fields, besides `id` and `__typename` (a key names the object, not its data). */
  fields: string[];
  /** Written in a fragment definition: a component's own field list. */
  inFragment: boolean;
}

export interface RepeatedSelection {
  type: string;
  first: string;
  second: string;
  shared: string[];
}

/** How many data fields two field lists of one type may share before one of them should be a fragment spread. */
export const MIN_REPEATED_FIELDS = 3;

const KEY_FIELDS = new Set(["id", "__typename"]);

function definitionLabel(definition: DefinitionNode): string | null {
  if (definition.kind === Kind.OPERATION_DEFINITION) return `${definition.operation} ${definition.name?.value ?? "(anonymous)"}`;
  if (definition.kind === Kind.FRAGMENT_DEFINITION) return `fragment ${definition.name.value}`;
  return null;
}

/**
 * Every selection set on an entity (an object type with an `id`, which the cache normalises)
 * written in the documents' operations and fragments, each once (codegen's documents repeat the
 * fragments they spread), with the type it selects on and its leaf fields. Value objects without
 * an id (a town, an order's lines) are not kept on their own in the cache: a mutation cannot
 * update them in place, and their fields come with their entity's.
 */
export function writtenSelections(schema: GraphQLSchema, documents: readonly DocumentNode[]): WrittenSelection[] {
  const seen = new Set<string>();
  const found: WrittenSelection[] = [];
  for (const document of documents) {
    for (const definition of document.definitions) {
      const label = definitionLabel(definition);
      if (!label || seen.has(label)) continue;
      seen.add(label);
      const typeInfo = new TypeInfo(schema);
      const path: string[] = [];
      visit(
        { kind: Kind.DOCUMENT, definitions: [definition] },
        visitWithTypeInfo(typeInfo, {
          Field: {
            enter(field) {
              if (field.selectionSet) path.push(field.name.value);
            },
            leave(field) {
              if (field.selectionSet) path.pop();
            },
          },
          SelectionSet(selectionSet: SelectionSetNode) {
            const type = getNamedType(typeInfo.getParentType());
            if (!type) throw new Error(`${label}: ${path.join(".")} selects on a type the schema does not have`);
            if (!isObjectType(type) || !("id" in type.getFields())) return;
            const fields = selectionSet.selections.flatMap((selection) =>
              selection.kind === Kind.FIELD && !selection.selectionSet && !KEY_FIELDS.has(selection.name.value)
                ? [selection.name.value]
                : [],
            );
            found.push({
              where: path.length > 0 ? `${label}: ${path.join(".")}` : label,
              type: type.name,
              fields,
              inFragment: definition.kind === Kind.FRAGMENT_DEFINITION,
            });
          },
        }),
      );
    }
  }
  return found;
}

/**
 * Pairs of field lists of one type sharing at least `minShared` data fields where at least one
 * of the two is written in an operation: there, the fields should come from a fragment spread
 * (the component's that shows them), so the query and the mutations changing the object ask for
 * the very same fields. Two fragments may overlap: each belongs to its own component.
 */
export function repeatedSelections(selections: readonly WrittenSelection[], minShared = MIN_REPEATED_FIELDS): RepeatedSelection[] {
  const repeated: RepeatedSelection[] = [];
  selections.forEach((first, index) => {
    for (const second of selections.slice(index + 1)) {
      if (first.type !== second.type || (first.inFragment && second.inFragment)) continue;
      const shared = first.fields.filter((field) => second.fields.includes(field));
      if (shared.length >= minShared) repeated.push({ type: first.type, first: first.where, second: second.where, shared });
    }
  });
  return repeated;
}
