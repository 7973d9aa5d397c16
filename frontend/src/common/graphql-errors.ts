import { CombinedGraphQLErrors } from "@apollo/client";

/** A field the server rejected (BAD_USER_INPUT's `extensions.fields`), with its messages. */
export interface FieldMessages {
  field: string;
  messages: string[];
}

function firstGraphQLError(error: unknown) {
  return CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
}

/**
 * The server's English message, or null (network failure, no GraphQL error). Screens show
 * common/error-text.ts's texts instead; this is its fallback for a code the client does not know.
 */
export function serverMessage(error: unknown): string | null {
  const message = firstGraphQLError(error)?.message;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

/** The server's `extensions.code` (EMAIL_NOT_VERIFIED, INVALID_OTP, RATE_LIMITED ...), or null. */
export function errorCode(error: unknown): string | null {
  const code = firstGraphQLError(error)?.extensions?.code;
  return typeof code === "string" ? code : null;
}

/** The first error's extensions (code, fields, retryAfterSeconds ...); empty when there is none. */
export function errorExtensions(error: unknown): Record<string, unknown> {
  return firstGraphQLError(error)?.extensions ?? {};
}

/** The per-field messages of a BAD_USER_INPUT answer; empty for any other error. */
export function fieldErrors(error: unknown): FieldMessages[] {
  const fields = firstGraphQLError(error)?.extensions?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== "object") return [];
    const { field, messages } = entry as { field?: unknown; messages?: unknown };
    if (typeof field !== "string" || !Array.isArray(messages)) return [];
    const texts = messages.filter((m): m is string => typeof m === "string");
    return texts.length > 0 ? [{ field, messages: texts }] : [];
  });
}
