import type { GatewayGraphQLRequestContext } from "@apollo/server-gateway-interface";
import { buildSchema, execute, GraphQLError, parse, type GraphQLSchema } from "graphql";
import { CompiledDocuments } from "./compiled-executor";

class CodedError extends Error {
  constructor(readonly code: string) {
    super(`failed with ${code}`);
  }
}

function testSchema(): { schema: GraphQLSchema; calls: () => number } {
  const schema = buildSchema(`
    enum Kind { VEG NON_VEG }
    type Dish { id: ID! name: String! kind: Kind! price: Float }
    type Query { dishes(max: Int!): [Dish!]! broken: Dish }
  `);
  let calls = 0;
  const dishes = [
    { id: "1", name: "Idli", kind: "VEG", price: 30 },
    { id: "2", name: "Chicken 65", kind: "NON_VEG", price: null },
  ];
  const query = schema.getQueryType()!.getFields();
  query.dishes!.resolve = (_root, args: { max: number }) => {
    calls += 1;
    return dishes.slice(0, args.max);
  };
  query.broken!.resolve = () => {
    throw new CodedError("BAD_USER_INPUT");
  };
  return { schema, calls: () => calls };
}

const DOCUMENT = `query Dishes($max: Int!) { dishes(max: $max) { id name kind price } broken { id } }`;

function requestFor(schema: GraphQLSchema, source: string, variables: Record<string, unknown>) {
  const document = parse(source);
  return {
    schema,
    document,
    operation: document.definitions[0],
    source,
    queryHash: source,
    operationName: null,
    request: { query: source, variables },
    context: {},
  } as unknown as GatewayGraphQLRequestContext;
}

describe("the compiled executor", () => {
  it("answers exactly what graphql-js answers, resolver errors included, on every run", async () => {
    const { schema, calls } = testSchema();
    const run = new CompiledDocuments(schema).execute;
    const expected = await execute({ schema, document: parse(DOCUMENT), variableValues: { max: 2 } });
    const callsBefore = calls();
    for (let i = 0; i < 4; i++) {
      const result = await run(requestFor(schema, DOCUMENT, { max: 2 }));
      expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse(JSON.stringify(expected)));
    }
    expect(calls() - callsBefore).toBe(4);
  });

  it("gives resolver errors as graphql-js errors with their cause, path, locations and an extensions object", async () => {
    const { schema } = testSchema();
    const run = new CompiledDocuments(schema).execute;
    for (let i = 0; i < 3; i++) {
      const [error] = (await run(requestFor(schema, DOCUMENT, { max: 1 }))).errors!;
      expect(error).toBeInstanceOf(GraphQLError);
      expect(error!.originalError).toBeInstanceOf(CodedError);
      expect(error!.path).toEqual(["broken"]);
      expect(error!.locations).toEqual([{ line: 1, column: DOCUMENT.indexOf("broken") + 1 }]);
      expect(error!.extensions).toEqual({});
    }
  });

  it("answers variables that do not fit their types as graphql-js does (Apollo's BAD_USER_INPUT)", async () => {
    const { schema } = testSchema();
    const run = new CompiledDocuments(schema).execute;
    const expected = await execute({ schema, document: parse(DOCUMENT), variableValues: { max: "many" } });
    await run(requestFor(schema, DOCUMENT, { max: 1 }));
    for (let i = 0; i < 2; i++) {
      const result = await run(requestFor(schema, DOCUMENT, { max: "many" }));
      expect(result.data).toBeUndefined();
      expect(result.errors![0]!.nodes).toHaveLength(1);
      expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse(JSON.stringify(expected)));
    }
  });

  it("takes each run's own variables once a document is compiled", async () => {
    const { schema } = testSchema();
    const run = new CompiledDocuments(schema).execute;
    const counts = [];
    for (const max of [1, 2, 1, 2, 0]) {
      const result = await run(requestFor(schema, DOCUMENT, { max }));
      counts.push((result.data!.dishes as unknown[]).length);
    }
    expect(counts).toEqual([1, 2, 1, 2, 0]);
  });
});
