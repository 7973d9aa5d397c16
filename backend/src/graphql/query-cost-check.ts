import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  Kind,
  typeFromAST,
  visit,
  BREAK,
  type DocumentNode,
  type GraphQLError,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
import { LARGEST_PAGE, MAX_QUERY_COST, queryCost, queryTooCostly } from "./query-cost";

/**
 * Variables as costly as the API lets them be: every Int at the largest page any `limit` takes
 * (an Int elsewhere changes no cost), the other required ones as a client would send them.
 */
export function worstCaseVariables(schema: GraphQLSchema, operation: OperationDefinitionNode): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (!type) continue;
    if (getNamedType(type).name === "Int" || isNonNullType(type)) values[definition.variable.name.value] = sampleValue(type);
  }
  return values;
}

function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    return Object.fromEntries(required.map((field) => [field.name, sampleValue(field.type)]));
  }
  const samples: Record<string, unknown> = { Int: LARGEST_PAGE, Float: 0, Boolean: false, ID: "0", String: "" };
  return Object.hasOwn(samples, type.name) ? samples[type.name] : "2030-01-01T00:00:00.000Z";
}

/** Whether a variable decides which fields are asked for (@include / @skip): then no one set of variables is the worst. */
function fieldsDependOnVariables(document: DocumentNode): boolean {
  let depends = false;
  visit(document, {
    Directive(node) {
      if (node.name.value !== "include" && node.name.value !== "skip") return undefined;
      if (!node.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) return undefined;
      depends = true;
      return BREAK;
    },
  });
  return depends;
}

/**
 * The most the operation can cost whatever variables it is sent, or null when that cannot be
 * told without them (fields chosen by a variable, a variable no sample fits, such as an upload).
 */
export function worstCaseCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): number | null {
  if (fieldsDependOnVariables(document)) return null;
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName === undefined ? operations[0] : operations.find((o) => o.name?.value === operationName);
  if (!operation || (operationName === undefined && operations.length > 1)) return null;
  return queryCost(schema, document, worstCaseVariables(schema, operation), operationName);
}

/**
 * Each parsed document's worst case, worked out once: Apollo keeps one parsed document per query
 * text, and the compiled public queries keep theirs, so a document the app repeats is costed once
 * and a request of it checks nothing more (the fast path of the catalogue stays fast).
 */
const worstCases = new WeakMap<DocumentNode, Map<string, number | null>>();
function cachedWorstCase(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): number | null {
  let byOperation = worstCases.get(document);
  if (!byOperation) worstCases.set(document, (byOperation = new Map()));
  const key = operationName ?? "";
  if (!byOperation.has(key)) byOperation.set(key, worstCaseCost(schema, document, operationName));
  return byOperation.get(key)!;
}

/**
 * The refusal of this operation with these variables, or null when it is within MAX_QUERY_COST:
 * a document whose worst case is within it needs no look at the variables.
 */
export function costRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): GraphQLError | null {
  const worst = cachedWorstCase(schema, document, operationName);
  if (worst !== null && worst <= MAX_QUERY_COST) return null;
  const cost = queryCost(schema, document, variables, operationName);
  return cost !== null && cost > MAX_QUERY_COST ? queryTooCostly(cost) : null;
}
