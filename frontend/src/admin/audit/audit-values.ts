import { formatDateTime, formatRupees } from "../../common/formatters";

/**
 * An audit entry's field values as a person reads them. The API sends each value as JSON text
 * (null: the thing did not exist then); money is kept in paise, in fields named so (amountPaise).
 */

/** What a value reads as when there was none: before a creation, after a removal, an empty list. */
export const NO_VALUE = "—";

export interface AuditValueWords {
  yes: string;
  no: string;
}

/** A moment as the trail keeps it (Date.toISOString, backend audit-changes.ts): shown as the app shows times. */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

const isPaiseField = (field: string) => field.endsWith("Paise");

function plainText(field: string, value: unknown, words: AuditValueWords): string {
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === "boolean") return value ? words.yes : words.no;
  if (typeof value === "number") return isPaiseField(field) ? formatRupees(value / 100) : String(value);
  if (typeof value === "string") return ISO_MOMENT.test(value) ? formatDateTime(value) : value;
  if (Array.isArray(value)) {
    return value.length === 0 ? NO_VALUE : value.map((item) => plainText(field, item, words)).join(", ");
  }
  return JSON.stringify(value);
}

/**
 * One value of a field: strings without quotes, null as "—", booleans as Yes / No, lists joined
 * with commas, `…Paise` amounts in rupees (₹50.00), moments in India time. Text that is not JSON
 * (it should not happen) is shown as it came.
 */
export function auditValueText(field: string, json: string | null | undefined, words: AuditValueWords): string {
  if (json === null || json === undefined) return NO_VALUE;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return json;
  }
  return plainText(field, value, words);
}

/** One changed field as the trail shows it: `field: before → after`. */
export interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

/**
 * The lines of an entry's changes. A creation or a removal lists every field of the thing, the
 * empty ones too ("percent: — → —"): a line that reads the same on both sides says nothing and is
 * left out.
 */
export function auditChangeLines(
  changes: ReadonlyArray<{ field: string; before?: string | null; after?: string | null }>,
  words: AuditValueWords,
): AuditChangeLine[] {
  return changes
    .map((change) => ({
      field: change.field,
      before: auditValueText(change.field, change.before, words),
      after: auditValueText(change.field, change.after, words),
    }))
    .filter((line) => line.before !== line.after);
}
