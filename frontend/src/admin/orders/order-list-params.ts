import type { AdminOrderFilter, OrderStatus } from "../../gql/graphql";
import { ORDER_STATUSES } from "../../common/orders/order-status";

/**
 * The admin order list's filters and page, kept in the URL so a link (from the dashboard, or
 * shared between admins) opens the same list: `?status=PENDING,CONFIRMED&date=2025-05-24&q=1a2b3c&page=2`.
 * `from` / `to` narrow to a range of days (the dashboard's last 14 days). Unknown or malformed
 * values are dropped rather than sent to the server.
 */
export const ADMIN_ORDERS_PAGE_SIZE = 20;
/** The API accepts offsets up to 10000. */
const MAX_OFFSET = 10_000;

export interface OrderListParams {
  statuses: OrderStatus[];
  /** One day, YYYY-MM-DD (India). */
  date: string | null;
  from: string | null;
  to: string | null;
  /** The order ID search, as typed. */
  search: string;
  page: number;
}

export const EMPTY_ORDER_LIST_PARAMS: OrderListParams = { statuses: [], date: null, from: null, to: null, search: "", page: 1 };

/**
 * Statuses counted on the dashboard: everything but rejected and cancelled orders (the server's
 * rule, order-dashboard-sql.ts), so a failed delivery counts as the order it was.
 */
export const COUNTED_STATUSES: OrderStatus[] = ORDER_STATUSES.filter((status) => status !== "REJECTED" && status !== "CANCELLED");

/** A real calendar day written YYYY-MM-DD, or null. */
export function parseDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? match[0] : null;
}

function parseStatuses(value: string | null): OrderStatus[] {
  if (!value) return [];
  const known = new Set<string>(ORDER_STATUSES);
  const wanted = new Set(
    value
      .split(",")
      .map((part) => part.trim().toUpperCase())
      .filter((part) => known.has(part)),
  );
  // Always in the state machine's order, so the same filter makes the same URL.
  return ORDER_STATUSES.filter((status) => wanted.has(status));
}

function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export function orderListParamsFromSearch(params: URLSearchParams): OrderListParams {
  return {
    statuses: parseStatuses(params.get("status")),
    date: parseDay(params.get("date")),
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    search: (params.get("q") ?? "").trim(),
    page: parsePage(params.get("page")),
  };
}

/** The query string of a list: only what differs from the defaults. */
export function orderListParamsToSearch(list: OrderListParams): URLSearchParams {
  const params = new URLSearchParams();
  const statuses = parseStatuses(list.statuses.join(","));
  if (statuses.length > 0) params.set("status", statuses.join(","));
  if (list.date) params.set("date", list.date);
  if (list.from) params.set("from", list.from);
  if (list.to) params.set("to", list.to);
  if (list.search.trim() !== "") params.set("q", list.search.trim());
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** A new filter starts again at the first page. */
export function withFilter(list: OrderListParams, change: Partial<Omit<OrderListParams, "page">>): OrderListParams {
  return { ...list, ...change, page: 1 };
}

/**
 * The server's rule for the order ID search (order-filter.ts): an optional "#", then hex digits
 * and dashes, such as "#1A2B3C" or a whole id. Checked before searching, so the field can say so.
 */
export function isOrderSearch(value: string): boolean {
  const text = value.trim();
  return text === "" || /^[0-9a-f-]{1,36}$/i.test(text.replace(/^#/, ""));
}

/** adminOrders' filter argument. */
export function orderListFilter(list: OrderListParams): AdminOrderFilter {
  const filter: AdminOrderFilter = {};
  if (list.statuses.length > 0) filter.statuses = list.statuses;
  if (list.date) filter.date = list.date;
  if (list.from) filter.from = list.from;
  if (list.to) filter.to = list.to;
  if (list.search.trim() !== "") filter.search = list.search.trim();
  return filter;
}

export function orderListOffset(page: number): number {
  return Math.min((Math.max(1, Math.floor(page)) - 1) * ADMIN_ORDERS_PAGE_SIZE, MAX_OFFSET);
}

/** True when any filter narrows the list (the empty text then says so). */
export function isFiltered(list: OrderListParams): boolean {
  return list.statuses.length > 0 || list.date !== null || list.from !== null || list.to !== null || list.search.trim() !== "";
}

/** A link to the order list with these filters, e.g. `/admin/orders?status=PENDING`. */
export function ordersHref(change: Partial<Omit<OrderListParams, "page">>): string {
  const query = orderListParamsToSearch({ ...EMPTY_ORDER_LIST_PARAMS, ...change }).toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}
