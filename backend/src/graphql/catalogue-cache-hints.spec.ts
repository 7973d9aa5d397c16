import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, isObjectType, parse } from "graphql";
import { isPublicDocument, PUBLIC_FIELDS } from "./catalogue-cache-hints";
import { TRUSTED_DOCUMENTS_FILE } from "./trusted-documents";

const schema = buildSchema(readFileSync(path.resolve(__dirname, "..", "..", "schema.graphql"), "utf8"));
const isPublic = (text: string) => isPublicDocument(schema, parse(text));

describe("the cache hints", () => {
  it("name only types and fields the schema has (a rename must not quietly make the catalogue uncacheable)", () => {
    for (const [typeName, fields] of Object.entries(PUBLIC_FIELDS)) {
      const type = schema.getType(typeName);
      expect(isObjectType(type) ? typeName : `${typeName} is not an object type`).toBe(typeName);
      const known = Object.keys(isObjectType(type) ? type.getFields() : {});
      expect([...fields].filter((field) => !known.includes(field))).toEqual([]);
    }
  });
});

describe("a document's cache policy", () => {
  it("is public when every field is a catalogue field, fragments and inline fragments included", () => {
    expect(isPublic("{ banners { id image } }")).toBe(true);
    expect(isPublic("query { __typename restaurantCategories { id label } menuCategories { id label } towns { name } }")).toBe(true);
    expect(
      isPublic(`query Menu($id: ID!) { restaurant(id: $id) { ...Header menuItems { ... on MenuItem { id price restaurant { isOpenNow } } } } }
        fragment Header on Restaurant { name isOpenNow closedUntil }`),
    ).toBe(true);
    expect(
      isPublic("query($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { total items { id distanceKm } } }"),
    ).toBe(true);
  });

  it("is not public with one personal, session-dependent or admin-only field anywhere", () => {
    expect(isPublic("{ me { id } }")).toBe(false);
    expect(isPublic("{ banners { id } cart { total } }")).toBe(false);
    expect(isPublic("{ myOrders { total } }")).toBe(false);
    expect(isPublic("{ adminRestaurants { items { id name } } }")).toBe(false);
    expect(isPublic("{ kitchenRestaurants { id name } }")).toBe(false);
    // Hidden in a fragment that the operation spreads, or skipped by a variable: still there.
    expect(isPublic("{ banners { id } ...Who } fragment Who on Query { me { id } }")).toBe(false);
    expect(isPublic("query($no: Boolean!) { banners { id } me @skip(if: $no) { id } }")).toBe(false);
    // Public data asked through a personal root.
    expect(isPublic("{ cart { items { menuItemId } } }")).toBe(false);
    // Introspection: not catalogue data (and answered by the explorer's POSTs anyway).
    expect(isPublic("{ __schema { queryType { name } } }")).toBe(false);
  });

  it("is never public for a mutation or a subscription, nor for a document holding one beside a query", () => {
    expect(isPublic('mutation { addBanner(image: "x") { id } }')).toBe(false);
    expect(isPublic("subscription { orderPlaced { id } }")).toBe(false);
    expect(isPublic('query A { banners { id } } mutation B { addBanner(image: "x") { id } }')).toBe(false);
  });
});

describe("the app's documents sent by hash (codegen.ts)", () => {
  it("are exactly its public catalogue documents", () => {
    const manifest = JSON.parse(readFileSync(TRUSTED_DOCUMENTS_FILE, "utf8")) as Record<string, string>;
    for (const text of Object.values(manifest)) expect([text, isPublic(text)]).toEqual([text, true]);
    const operations = Object.values(manifest)
      .map((text) => /\bquery (\w+)/.exec(text)![1])
      .sort();
    // A document that leaves this list (say the menu page asks for a field not in PUBLIC_FIELDS)
    // goes by text again and loses the CDN; one that joins it must answer the same to everyone.
    expect(operations).toEqual([
      "AdminCatalogueBanners",
      "AdminCatalogueMenuCategories",
      "AdminCatalogueRestaurantCategories",
      "AdminCatalogueRestaurantMenu",
      "AdminCatalogueRestaurantMenuSize",
      "AdminCatalogueTowns",
      "AdminWebhookRestaurant",
      "CheckoutPickupPlace",
      "HomeBanners",
      "KitchenMenu",
      "KitchenRestaurant",
      "ListingRestaurantCategories",
      "ListingRestaurants",
      "ListingTowns",
      "MenuOptionSheet",
      "MenuRestaurant",
      "RestaurantReviews",
      "SearchMenuItems",
      "StatementPrintRestaurant",
    ]);
  });
});
