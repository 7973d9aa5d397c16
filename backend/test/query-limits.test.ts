import { getIntrospectionQuery } from "graphql";
import { FULL_INTROSPECTION } from "../src/graphql/query-cost";
import { graphql } from "./gql";
import { signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant, TOWN } from "./support/fixtures";
import { errorCode, gql, gqlRaw } from "./support/graphql";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Lists that point at each other (a dish's restaurant, the restaurant's menu) must not let one
 * small anonymous request grow an answer without bound (graphql/query-cost.ts), nor any answer
 * grow past the cap (http/answer-size-cap.ts); a menu holds at most 500 dishes.
 */
const CREATE_MENU_ITEM = graphql(`
  mutation QueryLimitsCreateMenuItem($restaurantId: ID!, $input: MenuItemInput!) {
    createMenuItem(restaurantId: $restaurantId, input: $input) { id }
  }
`);

let app: TestApp;
let restaurantId: string;
beforeAll(async () => {
  app = await startTestApp();
  restaurantId = (await insertRestaurant(app.db, { name: "Dosa Corner" })).id;
  for (let i = 0; i < 12; i += 1) await insertMenuItem(app.db, restaurantId, { name: `Masala Dosa ${i}` });
});
afterAll(() => app.stop());

const near = `latitude: ${TOWN.latitude}, longitude: ${TOWN.longitude}`;
/** The report's request: dishes, their restaurant's menu, each dish's restaurant's menu, 15 aliases deep down. */
const amplifying = () => {
  const aliases = Array.from({ length: 15 }, (_, i) => `a${i}: menuItems { restaurant { menuItems { id } } }`).join(" ");
  return `{ searchMenuItems(keyword: "dosa", ${near}, limit: 50) { restaurant { menuItems { restaurant { menuItems { id } ${aliases} } } } } }`;
};

describe("the cost of a query counts the sizes of its lists", () => {
  it("refuses the amplifying anonymous query before anything runs, with a clear error, and the server keeps answering", async () => {
    let result: Awaited<ReturnType<typeof gqlRaw>> | undefined;
    const { count } = await app.countQueries(async () => {
      result = await gqlRaw(app.agent(), amplifying());
    });
    if (!result) throw new Error("no answer");
    expect(count).toBe(0);
    expect(result.status).toBe(400);
    expect(errorCode(result)).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(result.errors?.[0]?.message).toMatch(/asks for too much at once: it costs \d+, and the limit is 25000/);
    expect(result.data).toBeNull();
    const health = await app.agent().get("/healthz");
    expect(health.status).toBe(200);
  });

  it("refuses such a query whatever the list's page when it is a variable, on the compiled path too", async () => {
    const text = `query Deep($limit: Int!) { searchMenuItems(keyword: "dosa", ${near}, limit: $limit) { restaurant { menuItems { restaurant { menuItems { id } } } } } }`;
    // Seen twice by Apollo, compiled, then answered from its compiled form (http/compiled-public-queries.ts).
    for (let i = 0; i < 3; i += 1) {
      const small = await gqlRaw(app.agent(), text, { limit: 1 });
      expect(small.status).toBe(200);
      expect(small.errors).toBeUndefined();
    }
    const large = await gqlRaw(app.agent(), text, { limit: 3 });
    expect(large.status).toBe(400);
    expect(errorCode(large)).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("reads the whole schema for GraphiQL, and refuses introspection nested to multiply the schema by itself", async () => {
    const full = await gqlRaw(app.agent(), getIntrospectionQuery(FULL_INTROSPECTION));
    expect(full.status).toBe(200);
    const nested = (depth: number): string => (depth === 0 ? "name" : `fields { name type { ofType { ${nested(depth - 1)} } } }`);
    const deep = await gqlRaw(app.agent(), `{ __schema { types { ${nested(6)} } } }`);
    expect(deep.status).toBe(400);
    expect(errorCode(deep)).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("still answers the shop's menu page and near-me", async () => {
    const menu = await gqlRaw(app.agent(), `{ restaurant(id: "${restaurantId}") { name menuItems { id name price isAvailable } } }`);
    expect(menu.status).toBe(200);
    expect((menu.data as { restaurant: { menuItems: unknown[] } }).restaurant.menuItems).toHaveLength(12);
    const listing = await gqlRaw(app.agent(), `{ restaurantsNear(${near}, limit: 50) { total items { id name rating } } }`);
    expect(listing.status).toBe(200);
  });
});

describe("a menu and an answer have a size no real one reaches", () => {
  let bigMenu: string;
  beforeAll(async () => {
    bigMenu = (await insertRestaurant(app.db, { name: "Everything House" })).id;
    // 499 dishes with long descriptions: each about 3 KB in an answer.
    await app.db.query(
      `INSERT INTO menu_items (restaurant_id, name, description, ingredients, category, is_veg, is_available, original_price_paise, offer_price_paise, rating)
       SELECT $1, 'Plain Dosa ' || n, repeat('Crisp and golden. ', 110), repeat('rice, urad dal, ', 60), 'tiffin', true, true, 9000, 8000, 4
       FROM generate_series(1, 499) AS n`,
      [bigMenu],
    );
  });

  it("adds the 500th dish and refuses the 501st with MENU_ITEM_LIMIT_REACHED", async () => {
    const admin = await signedInStaff(app, "admin");
    const input = { name: "Onion Dosa", category: "tiffin" as const, isVeg: true, originalPrice: 90 };
    const last = await gql(admin.agent, CREATE_MENU_ITEM, { restaurantId: bigMenu, input });
    expect(last.errors).toBeUndefined();
    const over = await gql(admin.agent, CREATE_MENU_ITEM, { restaurantId: bigMenu, input: { ...input, name: "Rava Dosa" } });
    expect(errorCode(over)).toBe("MENU_ITEM_LIMIT_REACHED");
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM menu_items WHERE restaurant_id = $1`, [bigMenu]);
    expect(rows[0].n).toBe(500);
  });

  it("refuses to send an answer over 4 MB that the cost let through (ten dishes of one long menu, each with the whole menu)", async () => {
    const query = `{ searchMenuItems(keyword: "plain dosa", ${near}, limit: 10) { id restaurant { menuItems { description ingredients } } } }`;
    const result = await gqlRaw(app.agent(), query);
    expect(result.status).toBe(400);
    expect(errorCode(result)).toBe("RESPONSE_TOO_LARGE");
    expect(result.errors?.[0]?.message).toBe("The answer to this query is too large to send. Ask for smaller pages or fewer fields.");
    // One dish with its restaurant's whole menu still goes out.
    const one = await gqlRaw(app.agent(), query.replace("limit: 10", "limit: 1"));
    expect(one.status).toBe(200);
  });
});
