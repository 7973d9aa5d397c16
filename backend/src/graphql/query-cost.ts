import { getComplexity, type ComplexityEstimator } from "graphql-query-complexity";
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  getIntrospectionQuery,
  isListType,
  isObjectType,
  parse,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type GraphQLSchema,
} from "graphql";
import { MAX_BANNERS } from "../modules/banners/banner.inputs";
import { MAX_AVAILABLE_COUPONS } from "../modules/coupons/coupon.service";
import { MAX_FAVOURITE_RESTAURANTS } from "../modules/favourites/favourites.service";
import { MAX_PAYOUT_STATEMENTS, MAX_STATEMENT_CORRECTION_LINES } from "../modules/ledger/statement.service";
import { MAX_RIDER_PAYOUTS } from "../modules/ledger/rider-earnings.service";
import { MAX_STATEMENT_WEEKS } from "../modules/ledger/statement-week";
import { TYPICAL_CHOSEN_OPTIONS, TYPICAL_OPTION_GROUPS, TYPICAL_OPTIONS_PER_GROUP } from "../modules/menu/menu-option-limits";
import { MAX_OPENING_PERIODS } from "../modules/restaurants/opening-period.types";
import { MAX_PROBLEM_LINES } from "../modules/support/order-problem.inputs";
import { MAX_PROBLEMS_PER_ORDER } from "../modules/support/order-problem.service";

/**
 * What one operation may cost before it runs. Every field costs 1, and a field's selection costs
 * as many times as the list it sits in can hold: a paged field (one with a `limit` argument)
 * multiplies what is below it by its limit, an unpaged list by its size below. So lists nested in
 * lists multiply, as their answers do: `searchMenuItems(limit: 50) { restaurant { menuItems {
 * restaurant { menuItems { id } } } } }` costs over 50 × 100 × 100 and is refused before anything
 * runs, while the shop's own pages cost a few thousand (query-cost.spec.ts runs every document of
 * the web app and the README's examples through it).
 */
export const MAX_QUERY_COST = 25_000;

/** No limit argument of the API accepts more than this (the kitchen board's 100); a larger one is refused by the argument's own rule. */
export const LARGEST_PAGE = 100;

/**
 * How many elements each unpaged list of objects is taken to hold, by `Type.field`: its bound
 * where that is small (banners, addresses, an argument), otherwise a generous size for a real
 * town. A menu counts as 100 dishes: a restaurant may hold up to 500 (menu-limits.ts), which the
 * cap on an answer's size (response-size-cap.ts) covers; an order or a cart as 30 lines. Lists inside a page type (`OrderPage.items`) count 1: the page's field counted its
 * limit. A list field of the schema that is missing here is refused outright by the spec, so a new
 * list cannot arrive without its size.
 */
export const LIST_SIZES: Readonly<Record<string, number | { argument: string }>> = {
  "Restaurant.menuItems": 100,
  "Restaurant.openingHours": MAX_OPENING_PERIODS,
  "Query.favouriteRestaurants": MAX_FAVOURITE_RESTAURANTS,
  "User.favouriteRestaurantIds": MAX_FAVOURITE_RESTAURANTS,
  "MenuItem.optionGroups": TYPICAL_OPTION_GROUPS,
  "MenuOptionGroup.options": TYPICAL_OPTIONS_PER_GROUP,
  "Cart.items": 30,
  "CartLine.options": TYPICAL_CHOSEN_OPTIONS,
  "OrderLine.options": TYPICAL_CHOSEN_OPTIONS,
  "Order.lines": 30,
  "Order.statusHistory": 12,
  /** An order's problems (support/order-problem.service.ts) and the lines one names. */
  "Order.problems": MAX_PROBLEMS_PER_ORDER,
  "OrderProblem.lines": MAX_PROBLEM_LINES,
  /** Items, delivery, a discount, four tax lines, a tip (cart/bill.ts). */
  "Bill.lines": 8,
  /** An order's lines; CGST and SGST on the food and on the delivery (invoices/invoice-figures.ts). */
  "OrderInvoice.lines": 30,
  "OrderInvoice.taxes": 4,
  "Query.banners": MAX_BANNERS,
  "Query.availableCoupons": MAX_AVAILABLE_COUPONS,
  "Mutation.reorderBanners": MAX_BANNERS,
  "Query.addresses": 2,
  "Query.menuCategories": 20,
  "Query.restaurantCategories": 20,
  "Query.towns": 200,
  "Query.kitchenRestaurants": 50,
  "Query.restaurantStaff": 50,
  "Query.riders": 100,
  "Query.riderCashSummaries": 100,
  "Query.restaurantStatements": MAX_STATEMENT_WEEKS,
  "Query.payoutStatements": MAX_PAYOUT_STATEMENTS,
  "Query.riderPayouts": MAX_RIDER_PAYOUTS,
  "RestaurantStatement.correctionLines": MAX_STATEMENT_CORRECTION_LINES,
  "Query.riderOrders": 20,
  "Query.riderDeliveredToday": 50,
  "Mutation.shareRiderPosition": 20,
  "RiderCashSummary.handovers": 20,
  "Query.apiKeys": 50,
  "ApiKey.restaurants": 100,
  "ApiKey.requestsPerDay": { argument: "days" },
  "Query.webhooks": 100,
  "WebhookDelivery.attempts": 10,
  "OrderDashboard.byStatus": 12,
  "OrderDashboard.days": 15,
  "OrderDashboard.riders": 100,
  "OrderDashboard.topItems": 10,
  "OrderPage.items": 1,
  "RestaurantPage.items": 1,
  "UserPage.items": 1,
  "BroadcastPage.items": 1,
  "WebhookDeliveryPage.items": 1,
  "ReviewPage.items": 1,
  "UpiCollectionPage.items": 1,
  "AuditPage.items": 1,
  /** The fields one audited change lists: at most a snapshot's, a restaurant's twenty or so (modules/audit). */
  "AuditEntry.changes": 30,
};

/**
 * The introspection lists, sized by the schema itself: how many types and directives there are,
 * and how many fields, input fields, enum values, interfaces, possible types and arguments one of
 * them has on average. The introspection answer is the schema, so these are its sizes; nesting
 * `fields { type { ofType { fields … } } }` multiplies them as nested lists of data do (armor's
 * depth limit leaves introspection alone), and GraphiQL's own introspection query stays cheap.
 */
function introspectionSizes(schema: GraphQLSchema): Record<string, number> {
  const types = Object.values(schema.getTypeMap());
  const directives = schema.getDirectives();
  // Over every element that may ask (an object type's inputFields are null): elements × mean is the whole answer.
  const mean = (counts: number[]) => Math.max(1, Math.ceil(counts.reduce((sum, count) => sum + count, 0) / Math.max(counts.length, 1)));
  const withFields = types.filter((type) => isObjectType(type) || isInterfaceType(type));
  const fields = withFields.flatMap((type) => Object.values(type.getFields()));
  return {
    "__Schema.types": types.length,
    "__Schema.directives": directives.length,
    "__Type.fields": mean(types.map((type) => (isObjectType(type) || isInterfaceType(type) ? Object.keys(type.getFields()).length : 0))),
    "__Type.inputFields": mean(types.map((type) => (isInputObjectType(type) ? Object.keys(type.getFields()).length : 0))),
    "__Type.enumValues": mean(types.map((type) => (isEnumType(type) ? type.getValues().length : 0))),
    "__Type.interfaces": mean(types.map((type) => (isObjectType(type) || isInterfaceType(type) ? type.getInterfaces().length : 0))),
    "__Type.possibleTypes": mean(types.map((type) => (isAbstractType(type) ? schema.getPossibleTypes(type).length : 0))),
    "__Field.args": mean(fields.map((field) => field.args.length)),
    "__Directive.args": mean(directives.map((directive) => directive.args.length)),
  };
}

/**
 * Reading the schema (`__schema`, `__type`) is weighed so that the whole of it, as GraphiQL and
 * codegen ask for it, costs a quarter of the limit however large the schema grows: its answer is
 * made in memory from one document every client caches, and nesting it multiplies as lists do.
 */
const FULL_INTROSPECTION_SHARE = 1 / 4;

/** Each schema's estimator, made once: its introspection sizes and weight are worked out from the schema. */
const estimators = new WeakMap<GraphQLSchema, ComplexityEstimator>();
function estimatorOf(schema: GraphQLSchema): ComplexityEstimator {
  let estimator = estimators.get(schema);
  if (!estimator) {
    const sizes = introspectionSizes(schema);
    const fullRead = getComplexity({
      estimators: [listSizeEstimator(sizes, 1)],
      schema,
      query: parse(getIntrospectionQuery(FULL_INTROSPECTION)),
    });
    estimator = listSizeEstimator(sizes, (MAX_QUERY_COST * FULL_INTROSPECTION_SHARE) / fullRead);
    estimators.set(schema, estimator);
  }
  return estimator;
}

/** What GraphiQL's and codegen's introspection ask for: everything. */
export const FULL_INTROSPECTION = {
  descriptions: true,
  specifiedByUrl: true,
  directiveIsRepeatable: true,
  schemaDescription: true,
  inputValueDeprecation: true,
} as const;

const clampedCount = (value: unknown) =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(Math.max(Math.trunc(value), 0), LARGEST_PAGE) : LARGEST_PAGE;

/**
 * A field with a `limit` counts its limit; a list counts its size (LIST_SIZES, or the schema's for
 * introspection); anything else once. A read of the schema is weighed by introspectionWeight.
 */
function listSizeEstimator(introspection: Record<string, number>, introspectionWeight: number): ComplexityEstimator {
  return ({ type, field, args, childComplexity }) => {
    if (field === SchemaMetaFieldDef || field === TypeMetaFieldDef) return (1 + childComplexity) * introspectionWeight;
    if ("limit" in args) return 1 + childComplexity * clampedCount(args.limit);
    const fieldType = getNullableType(field.type);
    if (!isListType(fieldType) || !isCompositeType(getNamedType(fieldType))) return 1 + childComplexity;
    const key = `${type.name}.${field.name}`;
    const size = type.name.startsWith("__") ? introspection[key] : LIST_SIZES[key];
    if (size === undefined) return Number.POSITIVE_INFINITY;
    return 1 + childComplexity * (typeof size === "number" ? size : clampedCount(args[size.argument]));
  };
}

/** Fields evaluated at most (fragments spread many times count each time): past it the query is refused whatever its cost. */
const MAX_EVALUATED_FIELDS = 10_000;
const TOO_MANY_FIELDS = "Query exceeds the maximum allowed number of nodes.";

/**
 * The cost of the operation with these variables, or null when the variables do not fit the
 * operation (the execution refuses those with its own BAD_USER_INPUT; nothing runs).
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName: string | undefined,
): number | null {
  try {
    return getComplexity({
      estimators: [estimatorOf(schema)],
      schema,
      query: document,
      variables,
      operationName,
      maxQueryNodes: MAX_EVALUATED_FIELDS,
    });
  } catch (error) {
    if (error instanceof GraphQLError && error.message === TOO_MANY_FIELDS) return Number.POSITIVE_INFINITY;
    if (error instanceof GraphQLError) return null;
    throw error;
  }
}

/** The refusal of an operation over MAX_QUERY_COST: a request error (HTTP 400), nothing ran. */
export function queryTooCostly(cost: number): GraphQLError {
  const found = Number.isFinite(cost) ? `it costs ${Math.ceil(cost)}` : "it has no bound";
  return new GraphQLError(
    `This query asks for too much at once: ${found}, and the limit is ${MAX_QUERY_COST} (each field counts once for every element of the lists it is in). Ask for smaller pages or fewer nested lists.`,
    { extensions: { code: "GRAPHQL_VALIDATION_FAILED", http: { status: 400 } } },
  );
}
