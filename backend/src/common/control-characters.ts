import { ValidateBy } from "class-validator";
import type { AppError } from "./errors";
import { validationFailed } from "./validation";

/**
 * Control characters are never part of a name, an address, a note or an id. NUL reached
 * PostgreSQL (which refuses it in text) and came back as a 500; the others (bell, escape,
 * backspace, the C1 block ...) were stored and could hide or garble text on the screens that
 * show it. Tab, line feed and carriage return are text in multi-line fields (an address, notes,
 * a description), so the request-wide rule lets them through and single-line fields refuse them
 * with @SingleLine().
 */
// Matching control characters is this module's purpose.
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const NOT_ONE_LINE = /[\u0000-\u001F\u007F-\u009F]/;

export const controlCharacterMessage = (field: string) => `${field || "The input"} must not contain control characters`;

const isThenable = (value: object) => typeof (value as { then?: unknown }).then === "function";

/**
 * The path ("keys.auth", "items.2.name") of the first string or key inside `value` that holds a
 * control character other than tab, line feed or carriage return; null when there is none.
 * Walks arrays and objects with an explicit stack, so a deeply nested body cannot overflow the
 * call stack; promises (the GraphQL Upload scalar) are not data and are skipped.
 */
export function findControlCharacter(value: unknown, path = ""): string | null {
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0) {
    const [item, at] = pending.pop()!;
    if (typeof item === "string") {
      if (NOT_TEXT.test(item)) return at;
    } else if (item !== null && typeof item === "object" && !isThenable(item)) {
      const entries = Array.isArray(item) ? item.map((child, index) => [String(index), child] as const) : Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i]!;
        const childPath = at ? `${at}.${key}` : key;
        if (NOT_TEXT.test(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/** BAD_USER_INPUT naming the field, as a failed input class would answer. */
export function controlCharacterError(field: string): AppError {
  return validationFailed([{ field, messages: [controlCharacterMessage(field)] }]);
}

/** Throws controlCharacterError when `value` holds a control character anywhere; `path` names its root. */
export function refuseControlCharacters(value: unknown, path = ""): void {
  const field = findControlCharacter(value, path);
  if (field !== null) throw controlCharacterError(field);
}

/** A name, a city, a title: one line, so no tab or line break either. Other types are left to IsString. */
export const SingleLine = (label: string) =>
  ValidateBy({
    name: "singleLine",
    validator: {
      validate: (value) => typeof value !== "string" || !NOT_ONE_LINE.test(value),
      defaultMessage: () => `${label} must be one line of text, without control characters`,
    },
  });
