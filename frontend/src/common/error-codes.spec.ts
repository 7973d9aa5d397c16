import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, isInputObjectType, isObjectType } from "graphql";
import { GENERIC_ERROR_CODES } from "../../../backend/src/common/errors";
import { apiErrors as en } from "../i18n/en/api-errors";
import { apiErrors as te } from "../i18n/te/api-errors";
import { staffApiErrors as enStaff } from "../i18n/en/staff-errors";
import { staffApiErrors as teStaff } from "../i18n/te/staff-errors";
import { authApiErrors as enAuth } from "../i18n/en/auth-errors";
import { authApiErrors as teAuth } from "../i18n/te/auth-errors";
import { checkoutApiErrors as enCheckout } from "../i18n/en/checkout-errors";
import { checkoutApiErrors as teCheckout } from "../i18n/te/checkout-errors";

const backend = path.join(__dirname, "../../../backend");

/**
 * Every error text of a language: the shared ones and those the parts add with their pages (the
 * sign-in screens' en/auth-errors.ts, the customer's own pages' en/checkout-errors.ts, the
 * staff's en/staff-errors.ts).
 */
type Texts = { codes: Record<string, string>; detailed: Record<string, string>; fields: Record<string, string> };
type PartTexts = Omit<Texts, "detailed">;
const withParts = (shared: Texts, ...parts: PartTexts[]): Texts => ({
  codes: Object.assign({}, shared.codes, ...parts.map((part) => part.codes)),
  detailed: shared.detailed,
  fields: Object.assign({}, shared.fields, ...parts.map((part) => part.fields)),
});
const enAll = withParts(en, enAuth, enCheckout, enStaff);
const teAll = withParts(te, teAuth, teCheckout, teStaff);

/**
 * The request codes Apollo and graphql-js set that the server passes on (every other non-AppError
 * becomes INTERNAL_SERVER_ERROR), read from the one place the server lists them.
 */
function requestErrorCodes(): string[] {
  const source = readFileSync(path.join(backend, "src/graphql/format-error.ts"), "utf8");
  const list = /const REQUEST_ERROR_CODES = new Set\(\[([^\]]*)\]\)/.exec(source)?.[1];
  if (list === undefined) throw new Error("REQUEST_ERROR_CODES not found in backend/src/graphql/format-error.ts");
  return [...list.matchAll(/"([A-Z0-9_]+)"/g)].map((match) => match[1]!);
}

/**
 * The business codes, each module's table in its `modules/<name>/<name>.errors.ts` (the backend's
 * app-modules.spec.ts checks every module declares its codes there and nowhere else).
 */
function moduleErrorCodes(): string[] {
  const modules = path.join(backend, "src/modules");
  return readdirSync(modules)
    .map((name) => path.join(modules, name, `${name}.errors.ts`))
    .filter((file) => existsSync(file))
    .flatMap((file) =>
      Object.values(jest.requireActual<Record<string, Record<string, number>>>(file)).flatMap((table) => Object.keys(table)),
    );
}

/** Every code a client can meet in `extensions.code`. */
const apiCodes = [...new Set([...Object.keys(GENERIC_ERROR_CODES), ...moduleErrorCodes(), ...requestErrorCodes()])];

/** Every input field and argument name of the schema: what a BAD_USER_INPUT's `fields` can name. */
function schemaFieldNames(): string[] {
  const schema = buildSchema(readFileSync(path.join(backend, "schema.graphql"), "utf8"));
  const names = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__")) continue;
    if (isInputObjectType(type)) for (const field of Object.values(type.getFields())) names.add(field.name);
    if (isObjectType(type)) for (const field of Object.values(type.getFields())) for (const arg of field.args) names.add(arg.name);
  }
  return [...names];
}

/**
 * Fields no person types (ids, paging, switches, a language picked from a list, browser data): a refusal of one is a client bug
 * or a tampered request, so the generic BAD_USER_INPUT text is enough. A new field the API gains
 * must be listed here or given a text.
 */
const FIELDS_NOBODY_TYPES = new Set([
  "accuracy",
  "auth",
  "breakfast",
  "closed",
  "days",
  "deliveryId",
  "dinner",
  "endpoint",
  "favourite",
  "file",
  "filter",
  "groups",
  "id",
  "idempotencyKey",
  "ids",
  "input",
  "isAvailable",
  "isOpen",
  "keys",
  "language",
  "limit",
  "lineId",
  "lineIds",
  "lunch",
  "menuItemId",
  "offset",
  "onShift",
  "optionId",
  "optionIds",
  "options",
  "orderId",
  "p256dh",
  "paidBy",
  "payAtDoorBy",
  "preferredLanguage",
  "purpose",
  "replaceCart",
  "resolve",
  "restaurantId",
  "riderId",
  "soldOut",
  "sort",
  "userAgent",
  "webhookId",
]);

const hasText = (texts: Record<string, string>, key: string) => Object.hasOwn(texts, key) && texts[key]!.trim() !== "";
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe("the client's texts for the API's errors", () => {
  it("reads the API's codes from the backend", () => {
    expect(apiCodes).toEqual(
      expect.arrayContaining(["BAD_USER_INPUT", "ADDRESS_LIMIT_REACHED", "RIDER_OFF_SHIFT", "GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST"]),
    );
  });

  it.each([
    ["en", enAll],
    ["te", teAll],
  ] as const)("has a %s text for every code the API answers (the staff's with their pages)", (_language, catalogue) => {
    expect(apiCodes.filter((code) => !hasText(catalogue.codes, code))).toEqual([]);
  });

  it("has a text, in both languages, for every field of the API a person types", () => {
    const typed = schemaFieldNames().filter((name) => !FIELDS_NOBODY_TYPES.has(name));
    expect(typed.filter((name) => !hasText(enAll.fields, name))).toEqual([]);
    expect(typed.filter((name) => !hasText(teAll.fields, name))).toEqual([]);
  });

  it("keeps every placeholder of the English texts in the Telugu ones", () => {
    for (const section of ["codes", "detailed", "fields"] as const) {
      for (const [key, text] of Object.entries(enAll[section])) {
        expect([section, key, placeholders((teAll[section] as Record<string, string>)[key]!)]).toEqual([section, key, placeholders(text)]);
      }
    }
  });

  it("never gives a code or field a text in two places", () => {
    const places = [en, enAuth, enCheckout, enStaff];
    const codes = places.flatMap((place) => Object.keys(place.codes));
    const fields = places.flatMap((place) => Object.keys(place.fields));
    expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
    expect(fields.filter((field, index) => fields.indexOf(field) !== index)).toEqual([]);
  });

  it("has detailed texts only for codes the API answers", () => {
    expect(Object.keys(en.detailed).filter((code) => !apiCodes.includes(code))).toEqual([]);
  });
});
