import { kolkataDayStart } from "../../common/calendar-day";
import { AppError } from "../../common/errors";
import type { OrderStatus } from "./order-status";

const DAY_MS = 24 * 60 * 60_000;

export const SEARCH_MESSAGE = "Search by order ID, such as #1A2B3C";

export interface OrderListFilter {
  statuses?: OrderStatus[] | null;
  /** One day in Asia/Kolkata. */
  date?: string | null;
  /** First and last day (inclusive) in Asia/Kolkata. */
  from?: string | null;
  to?: string | null;
  /** The order's #ID (its last characters) or any part of its id. */
  search?: string | null;
}

export interface ResolvedOrderFilter {
  statuses: OrderStatus[];
  createdFrom: Date | null;
  createdBefore: Date | null;
  /** Lower-case hex and dashes only, so it is safe inside a LIKE pattern. */
  idFragment: string | null;
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));
const earlier = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));
const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

/** Turns the admin's filter into bounds on created_at (all of them apply together). */
export function resolveOrderFilter(filter: OrderListFilter = {}): ResolvedOrderFilter {
  let createdFrom: Date | null = null;
  let createdBefore: Date | null = null;
  if (present(filter.date)) {
    createdFrom = kolkataDayStart(filter.date);
    createdBefore = new Date(createdFrom.getTime() + DAY_MS);
  }
  if (present(filter.from)) createdFrom = later(createdFrom, kolkataDayStart(filter.from));
  if (present(filter.to)) createdBefore = earlier(createdBefore, new Date(kolkataDayStart(filter.to).getTime() + DAY_MS));
  if (present(filter.from) && present(filter.to) && kolkataDayStart(filter.from) > kolkataDayStart(filter.to)) {
    throw new AppError("BAD_USER_INPUT", "The first day must not be after the last day");
  }
  let idFragment: string | null = null;
  if (present(filter.search)) {
    idFragment = filter.search.trim().replace(/^#/, "").toLowerCase();
    if (!/^[0-9a-f-]{1,36}$/.test(idFragment)) throw new AppError("BAD_USER_INPUT", SEARCH_MESSAGE);
  }
  return { statuses: [...new Set(filter.statuses ?? [])], createdFrom, createdBefore, idFragment };
}
