import { readFileSync } from "node:fs";
import path from "node:path";
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  parse,
  print,
  validate,
  type DocumentNode,
  type OperationDefinitionNode,
} from "graphql";
import { executableText } from "./trusted-documents";
import { FULL_INTROSPECTION, LARGEST_PAGE, LIST_SIZES, MAX_QUERY_COST, queryCost } from "./query-cost";
import { costRefusal, worstCaseCost } from "./query-cost-check";
import { armorProtection } from "./limits";

const root = path.join(__dirname, "..", "..", "..");
const schema = buildSchema(readFileSync(path.join(root, "backend", "schema.graphql"), "utf8"));

const operationOf = (document: DocumentNode) =>
  document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;

/**
 * Every document of the web app as it sends them: the operations codegen generated
 * (frontend/src/gql/graphql.ts), with __typename added below the root as Apollo Client does.
 */
function appDocuments(): [string, DocumentNode][] {
  const generated = readFileSync(path.join(root, "frontend", "src", "gql", "graphql.ts"), "utf8");
  const documents = [...generated.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)];
  return documents.map(([, name, json]) => [name!, parse(executableText(print(JSON.parse(json!) as DocumentNode)))]);
}

/** The GraphQL examples of the README (its ```graphql blocks): what partners are told to send. */
function readmeDocuments(): [string, DocumentNode][] {
  const readme = readFileSync(path.join(root, "README.md"), "utf8");
  const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
  const documents: string[] = [];
  for (const block of blocks) {
    for (const line of block.split("\n")) {
      const code = line.replace(/\s+#.*$/, "").replace(/^#.*$/, "");
      if (/^(query|mutation|subscription)\b/.test(code)) documents.push(code);
      else if (code.trim() !== "" && documents.length > 0) documents[documents.length - 1] += `\n${code}`;
    }
  }
  return documents.map((text) => [text.split("\n")[0]!.slice(0, 80), parse(text)]);
}

describe("the cost of a query", () => {
  it("knows the size of every list of objects in the schema, or pages it with a limit", () => {
    const unknown: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith("__")) continue;
      for (const field of Object.values(type.getFields())) {
        const fieldType = getNullableType(field.type);
        const isObjectList = isListType(fieldType) && isCompositeType(getNamedType(fieldType));
        const paged = field.args.some((arg) => arg.name === "limit");
        if (isObjectList && !paged && LIST_SIZES[`${type.name}.${field.name}`] === undefined) unknown.push(`${type.name}.${field.name}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it("lists only sizes of fields the schema has", () => {
    const missing = Object.keys(LIST_SIZES).filter((key) => {
      const [typeName, fieldName] = key.split(".") as [string, string];
      const type = schema.getType(typeName);
      return !isObjectType(type) || !type.getFields()[fieldName];
    });
    expect(missing).toEqual([]);
  });

  it("multiplies nested lists, so the amplifying query of the report is refused", () => {
    const nested = (depth: number): string => (depth === 0 ? "id" : `restaurant { menuItems { ${nested(depth - 1)} } }`);
    const attack = parse(`{ searchMenuItems(keyword: "dosa", latitude: 16.5, longitude: 81.5, limit: 50) { ${nested(4)} } }`);
    expect(queryCost(schema, attack, {}, undefined)).toBeGreaterThan(50 * 100 * 100 * 100);
    expect(costRefusal(schema, attack, {}, undefined)?.extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("counts a page by its limit, from the variables too", () => {
    const document = parse(
      "query Near($limit: Int!) { restaurantsNear(latitude: 16.5, longitude: 81.5, limit: $limit) { total items { id name } } }",
    );
    // restaurantsNear: 1 + limit × (total 1 + items (1 + id 1 + name 1)).
    expect(queryCost(schema, document, { limit: 10 }, "Near")).toBe(1 + 10 * 4);
    expect(queryCost(schema, document, { limit: 50 }, "Near")).toBe(1 + 50 * 4);
  });

  it("counts a limit larger than any page as the largest page: the argument's own rule refuses it with BAD_USER_INPUT", () => {
    const document = parse("{ restaurantsNear(latitude: 16.5, longitude: 81.5, limit: 100000000) { items { id } } }");
    expect(queryCost(schema, document, {}, undefined)).toBe(1 + LARGEST_PAGE * 2);
  });

  it("counts every alias and every spread of a fragment", () => {
    const one = queryCost(schema, parse("{ banners { id } }"), {}, undefined)!;
    const twice = queryCost(schema, parse("fragment B on Query { banners { id } } { a: banners { id } ...B }"), {}, undefined)!;
    expect(twice).toBe(2 * one);
  });

  it("lets GraphiQL read the schema, and refuses introspection nested to multiply the schema by itself", () => {
    const full = queryCost(schema, parse(getIntrospectionQuery(FULL_INTROSPECTION)), {}, undefined)!;
    expect(Math.round(full)).toBe(MAX_QUERY_COST / 4);
    const nested = (depth: number): string => (depth === 0 ? "name" : `fields { name type { ofType { ${nested(depth - 1)} } } }`);
    expect(costRefusal(schema, parse(`{ __schema { types { ${nested(5)} } } }`), {}, undefined)).not.toBeNull();
  });

  it("tells a document's worst case once, so a request of a cheap document needs no look at its variables", () => {
    const near = parse(
      "query Near($limit: Int!, $lat: Float!) { restaurantsNear(latitude: $lat, longitude: 81.5, limit: $limit) { items { id } } }",
    );
    expect(worstCaseCost(schema, near, "Near")).toBe(1 + LARGEST_PAGE * 2);
    const deep = parse(
      'query Deep($limit: Int!) { searchMenuItems(keyword: "dosa", latitude: 16.5, longitude: 81.5, limit: $limit) { restaurant { menuItems { restaurant { menuItems { id } } } } } }',
    );
    expect(worstCaseCost(schema, deep, "Deep")).toBeGreaterThan(MAX_QUERY_COST);
    expect(costRefusal(schema, deep, { limit: 1 }, "Deep")).toBeNull();
    expect(costRefusal(schema, deep, { limit: 3 }, "Deep")).not.toBeNull();
    const chosen = parse("query Chosen($all: Boolean!) { banners { id } towns @include(if: $all) { name } }");
    expect(worstCaseCost(schema, chosen, "Chosen")).toBeNull();
  });

  it("leaves variables that do not fit to the execution, which refuses them", () => {
    const document = parse("query Near($limit: Int!) { restaurantsNear(latitude: 16.5, longitude: 81.5, limit: $limit) { total } }");
    expect(queryCost(schema, document, { limit: "many" }, "Near")).toBeNull();
  });

  it.each(appDocuments())("keeps the web app's %s within the limit at its largest pages", (_name, document) => {
    const cost = worstCaseCost(schema, document, operationOf(document).name?.value);
    expect(cost).not.toBeNull();
    expect(cost).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  // Depth, aliases and tokens are checked as the server checks them (graphql-armor counts a
  // fragment spread as a level of its own): a screen whose document goes over is refused whole.
  it.each(appDocuments())("keeps the web app's %s within the depth, alias and token limits", (_name, document) => {
    const rules = armorProtection().validationRules ?? [];
    expect(validate(schema, document, rules).map((error) => error.message)).toEqual([]);
  });

  it.each(readmeDocuments())("keeps the README's example %s valid and within the limit", (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    expect(queryCost(schema, document, {}, undefined)).toBeLessThanOrEqual(MAX_QUERY_COST);
  });

  it("finds the documents it checks", () => {
    expect(appDocuments().length).toBeGreaterThan(90);
    expect(readmeDocuments().length).toBeGreaterThan(15);
    expect(isNonNullType(schema.getQueryType()!.getFields().restaurant!.type)).toBe(true);
  });
});
