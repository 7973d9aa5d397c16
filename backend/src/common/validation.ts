import { IsDefined, IsOptional, Matches, ValidateBy, ValidateIf, validate, type ValidationError } from "class-validator";
import { rules } from "./compose-decorators";
import { DAY_MESSAGE, isCalendarDay } from "./calendar-day";
import { AppError, type FieldError } from "./errors";
import { MAX_RUPEES, wholePaise } from "./money";

const UNSAFE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** One entry per invalid field; a nested input's fields are named by their path ("keys.auth"). */
export function fieldErrors(errors: ValidationError[], parent = ""): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own = error.constraints || !error.children?.length ? [{ field, messages: Object.values(error.constraints ?? {}) }] : [];
    return [...own, ...fieldErrors(error.children ?? [], field)];
  });
}

export function validationFailed(fields: FieldError[]): AppError {
  const first = fields[0]?.messages[0] ?? "Invalid input";
  return new AppError("BAD_USER_INPUT", first, { fields });
}

export const BODY_SHAPE_MESSAGE = "The request body must be a JSON object";

/**
 * A request body as the object the input classes read: no body reads as {}, but an array or a
 * bare value is refused rather than read as {} (which an update would take as "change nothing").
 */
export function bodyObject(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null) return {};
  if (typeof body !== "object" || Array.isArray(body)) throw new AppError("BAD_USER_INPUT", BODY_SHAPE_MESSAGE);
  return body as Record<string, unknown>;
}

/**
 * Builds an input class from a plain body and validates it with the class's own rules: the
 * REST adapter's twin of type-graphql's validation, so both adapters share one set of rules.
 */
export async function parseInput<T extends object>(Input: new () => T, body: unknown): Promise<T> {
  const source = bodyObject(body);
  const input = new Input() as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    if (!UNSAFE_KEYS.has(key)) input[key] = value;
  }
  // whitelist drops every property the input class does not declare a rule for.
  const errors = await validate(input, { whitelist: true, forbidUnknownValues: false });
  if (errors.length > 0) throw validationFailed(fieldErrors(errors));
  return input as T;
}

/** A field that must be present and not blank; its message is the one users see first. */
export const Required = (label: string) => Matches(/\S/, { message: `${label} is required` });

const inRupees = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/**
 * The one money rule, for every rupee amount the API takes: a finite number of whole paise (at
 * most two decimals) from ₹0 to ₹10,00,000 (MAX_RUPEES). A field may narrow the range (a price
 * starts at ₹1). Presence is the field's own rule (IsDefined or IsOptional).
 */
export function Rupees(label: string, range: { min?: number; max?: number } = {}): PropertyDecorator {
  const min = Math.max(0, range.min ?? 0);
  const max = Math.min(MAX_RUPEES, range.max ?? MAX_RUPEES);
  const rangeMessage = `${label} must be ${inRupees(min)} to ${inRupees(max)}`;
  const paiseMessage = `${label} must be in rupees and paise, with at most 2 decimals`;
  const inRange = (value: unknown) => typeof value === "number" && value >= min && value <= max;
  return ValidateBy({
    name: "rupees",
    validator: {
      validate: (value) => {
        const paise = wholePaise(value);
        return paise !== null && inRange(paise / 100);
      },
      defaultMessage: (args) => (inRange(args?.value) ? paiseMessage : rangeMessage),
    },
  });
}

/** A rupee amount by the one money rule, 0 up to `max`, required unless `optional` (absent or null passes). */
export const RupeesAmount = (label: string, max: number, optional = false) =>
  rules(optional ? IsOptional() : IsDefined({ message: `${label} is required` }), Rupees(label, { max }));

/** The one date rule, for every day the API takes: YYYY-MM-DD, a real day, 2000-01-01 to 2100-12-31. */
export const CalendarDay = () =>
  ValidateBy({ name: "calendarDay", validator: { validate: isCalendarDay, defaultMessage: () => DAY_MESSAGE } });

/** A list filter's day by the one date rule; blank, like absent, means no such condition (the legacy ?date=). */
export const FilterDay = () =>
  rules(
    IsOptional(),
    ValidateIf((_input, value) => typeof value !== "string" || value.trim() !== ""),
    CalendarDay(),
  );

/**
 * Nearer to 0 than this is no measure (a billionth of a degree is a tenth of a millimetre) yet
 * makes PostgreSQL's float arithmetic underflow (5e-324 × π/180 is 0: an error, not a 0).
 */
const NEGLIGIBLE = 1e-9;

/**
 * A number that is not money (a coordinate, a rating, metres): finite, from min to max, and 0 or
 * at least a billionth away from it.
 */
export const NumberWithin = (min: number, max: number, message: string) =>
  ValidateBy({
    name: "numberWithin",
    validator: {
      validate: (value) =>
        typeof value === "number" &&
        Number.isFinite(value) &&
        value >= min &&
        value <= max &&
        (value === 0 || Math.abs(value) >= NEGLIGIBLE),
      defaultMessage: () => message,
    },
  });
