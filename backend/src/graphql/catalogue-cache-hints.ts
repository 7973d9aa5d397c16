import { BREAK, TypeInfo, visit, visitWithTypeInfo, type DocumentNode, type GraphQLSchema } from "graphql";

/*
 * Which GraphQL answers any cache may keep: read by the server (http-cache-policy.ts) for every
 * GET, and by codegen (codegen.ts), which gives the web app's public documents their hash.
 * Nothing here but graphql-js, so codegen can load it.
 */

/** How long any cache (a CDN, a browser) may answer from its copy of a public catalogue answer. */
export const CATALOGUE_MAX_AGE_SECONDS = 30;
/** And how much longer it may still hand that copy out while it fetches a new one. */
export const CATALOGUE_STALE_WHILE_REVALIDATE_SECONDS = 30;

export const PUBLIC_CACHE_CONTROL = `public, max-age=${CATALOGUE_MAX_AGE_SECONDS}, stale-while-revalidate=${CATALOGUE_STALE_WHILE_REVALIDATE_SECONDS}`;

/**
 * The cache hints: the fields whose value is the same for every caller (no session, role, API key
 * or language changes it) and that only change when an admin or a kitchen edits the catalogue.
 * A document is public only when every field it selects anywhere (fragments included) is listed
 * here, so a field missing from this list, such as one added later, makes it `no-store`, never
 * public. Checked against the schema by catalogue-cache-hints.spec.ts.
 *
 * The same list decides which requests read no session at all (http/public-document-requests.ts):
 * a field here whose resolver looked at the caller would be both cached for everyone and answered
 * without knowing who asks. Never list one.
 *
 * Customers change some of them too, and a copy may be as far behind: a restaurant's `rating`,
 * `ratingCount` and its `reviews` (a new rating, a reply, a review hidden).
 *
 * Time also changes some of them (`isOpenNow`, `nextOpensAt`, `openingTime`/`closingTime` from one
 * day to the next, `closedForToday`, `isAvailableNow`): a copy may be up to
 * max-age + stale-while-revalidate seconds behind, which the README states.
 */
export const PUBLIC_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set([
    "restaurant",
    "restaurantsNear",
    "searchMenuItems",
    "banners",
    "restaurantCategories",
    "menuCategories",
    "towns",
    "reviews",
  ]),
  Restaurant: new Set([
    "id",
    "name",
    "description",
    "image",
    "email",
    "phone",
    "address",
    "category",
    "openingHours",
    "openingTime",
    "closingTime",
    "priceForTwo",
    "minimumOrder",
    "discount",
    "deliveryTime",
    "rating",
    "ratingCount",
    "isOpen",
    "isOpenNow",
    "nextOpensAt",
    "closedForToday",
    "closedUntil",
    "latitude",
    "longitude",
    "deliveryRadiusKm",
    "distanceKm",
    "menuItems",
  ]),
  OpeningPeriod: new Set(["day", "opens", "closes"]),
  RestaurantPage: new Set(["items", "total", "limit", "offset"]),
  MenuItem: new Set([
    "id",
    "restaurantId",
    "restaurant",
    "name",
    "description",
    "image",
    "category",
    "isVeg",
    "ingredients",
    "preparationTime",
    "rating",
    "isAvailable",
    "availableFrom",
    "availableUntil",
    "isAvailableNow",
    "originalPrice",
    "offerPrice",
    "price",
    "discount",
    "optionGroups",
  ]),
  MenuOptionGroup: new Set(["id", "name", "minChoices", "maxChoices", "options"]),
  MenuOption: new Set(["id", "name", "extraPrice", "isAvailable"]),
  Banner: new Set(["id", "image", "position", "createdAt", "updatedAt"]),
  RestaurantCategoryOption: new Set(["id", "label"]),
  MenuCategoryOption: new Set(["id", "label"]),
  /** A restaurant's public reviews (reviews/review.service.ts): the same list for everyone, hidden ones never in it. */
  ReviewPage: new Set(["items", "total"]),
  Review: new Set(["id", "firstName", "createdAt", "foodRating", "comment", "reply", "repliedAt", "isHidden"]),
  Town: new Set(["name", "district", "state", "pincode", "latitude", "longitude"]),
};

/**
 * Whether every field of the document is a public catalogue field and it holds only queries: a
 * static look at the selection sets, which the server makes once per document
 * (http-cache-policy.ts `publicDocument`) and codegen once per document of the app.
 */
export function isPublicDocument(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let isPublic = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      OperationDefinition(node) {
        if (node.operation === "query") return undefined;
        isPublic = false;
        return BREAK;
      },
      Field(node) {
        const name = node.name.value;
        if (name === "__typename") return undefined;
        const parent = typeInfo.getParentType();
        if (parent && PUBLIC_FIELDS[parent.name]?.has(name)) return undefined;
        isPublic = false;
        return BREAK;
      },
    }),
  );
  return isPublic;
}
