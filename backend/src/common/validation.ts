import { Matches, validate, type ValidationError } from "class-validator";
import { AppError, type FieldError } from "./errors";

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
