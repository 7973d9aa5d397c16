import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, Kind, parse, type DocumentNode } from "graphql";
import * as generated from "./gql/graphql";
import { repeatedSelections, writtenSelections } from "./repeated-selections";

const schema = buildSchema(readFileSync(path.join(__dirname, "../../backend/schema.graphql"), "utf8"));

const repeatedIn = (...sources: string[]) =>
  repeatedSelections(
    writtenSelections(
      schema,
      sources.map((source) => parse(source)),
    ),
  );

describe("repeatedSelections", () => {
  it("finds a query and a mutation that spell out the same cart fields", () => {
    const repeated = repeatedIn(
      "query Cart { cart { id itemCount total items { id name quantity lineTotal } } }",
      "mutation Remove($id: ID!) { removeFromCart(menuItemId: $id) { id itemCount total items { id name quantity lineTotal } } }",
    );
    expect(repeated).toEqual([
      {
        type: "CartLine",
        first: "query Cart: cart.items",
        second: "mutation Remove: removeFromCart.items",
        shared: ["name", "quantity", "lineTotal"],
      },
    ]);
  });

  it("finds an operation that spells out a fragment's fields instead of spreading it", () => {
    const repeated = repeatedIn(
      "fragment CartSummary_cart on Cart { id itemsTotal deliveryCharge total }",
      "mutation Add($id: ID!) { addToCart(menuItemId: $id, replaceCart: false) { id itemsTotal deliveryCharge total } }",
    );
    expect(repeated).toHaveLength(1);
    expect(repeated[0]).toMatchObject({ type: "Cart", first: "fragment CartSummary_cart", second: "mutation Add: addToCart" });
  });

  it("accepts documents that spread one fragment, and overlapping fragments of two components", () => {
    expect(
      repeatedIn(
        "fragment A_cart on Cart { id itemsTotal deliveryCharge total }",
        "fragment B_cart on Cart { id itemsTotal deliveryCharge total itemCount }",
        "query Cart { cart { id ...A_cart ...B_cart } }",
        "mutation Add($id: ID!) { addToCart(menuItemId: $id, replaceCart: false) { id ...A_cart ...B_cart } }",
      ),
    ).toEqual([]);
  });

  it("does not count keys, and lets two lists share fewer than three fields", () => {
    expect(
      repeatedIn(
        "query Cart { cart { id __typename itemCount total } }",
        "mutation Remove($id: ID!) { removeFromCart(menuItemId: $id) { id __typename itemCount total } }",
      ),
    ).toEqual([]);
  });

  it("leaves value objects without an id to their entity", () => {
    expect(
      repeatedIn(
        "query Towns { towns { name district pincode latitude longitude } }",
        "query MoreTowns { towns { name district pincode latitude longitude } }",
      ),
    ).toEqual([]);
  });

  it("tells lists of different types apart", () => {
    expect(
      repeatedIn(
        "query Cart { cart { id restaurantName itemsTotal total deliveryCharge } }",
        "query Order($id: ID!) { order(id: $id) { id restaurantName itemsTotal total deliveryCharge } }",
      ),
    ).toEqual([]);
  });
});

describe("the app's GraphQL documents", () => {
  const documents = Object.values(generated).filter(
    (value): value is DocumentNode => typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === Kind.DOCUMENT,
  );

  it("are all there to check", () => {
    expect(documents.length).toBeGreaterThan(40);
  });

  it("write no entity's field list twice: queries and mutations spread the fragment of the component showing it", () => {
    const repeated = repeatedSelections(writtenSelections(schema, documents)).map(
      ({ type, first, second, shared }) => `${type} { ${shared.join(" ")} } in ${first} and in ${second}`,
    );
    expect(repeated).toEqual([]);
  });
});
