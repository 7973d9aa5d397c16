import { pageFromParam } from "../../common/page-param";
import type { AuditEntityType, AuditFilter } from "../../gql/graphql";
import { parseDay } from "../orders/order-list-params";
import { auditKindOf } from "./audit-words";

/**
 * The audit trail's filters and page, kept in the URL as the other admin lists keep theirs, so a
 * link opens the same list: `?who=ravi&kind=COUPON&from=2026-11-01&to=2026-11-28&page=2`. Days are
 * India's calendar days (the server reads them in Asia/Kolkata). Unknown or malformed values are
 * dropped rather than sent.
 */
export const AUDIT_PAGE_SIZE = 20;
/** The API accepts offsets up to 10000. */
const MAX_OFFSET = 10_000;
/** The API's longest name search (AuditFilter.actor). */
export const AUDIT_ACTOR_MAX_LENGTH = 80;

export interface AuditListParams {
  /** Part of the person's or the key's name, as typed. */
  actor: string;
  kind: AuditEntityType | null;
  /** First and last day, YYYY-MM-DD (India), both included. */
  from: string | null;
  to: string | null;
  page: number;
}

export const EMPTY_AUDIT_LIST_PARAMS: AuditListParams = { actor: "", kind: null, from: null, to: null, page: 1 };

export function auditListParamsFromSearch(params: URLSearchParams): AuditListParams {
  return {
    actor: (params.get("who") ?? "").trim().slice(0, AUDIT_ACTOR_MAX_LENGTH),
    kind: auditKindOf(params.get("kind")),
    from: parseDay(params.get("from")),
    to: parseDay(params.get("to")),
    page: pageFromParam(params.get("page")),
  };
}

/** The query string of a list: only what differs from the defaults. */
export function auditListParamsToSearch(list: AuditListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (list.actor.trim() !== "") params.set("who", list.actor.trim());
  if (list.kind) params.set("kind", list.kind);
  if (list.from) params.set("from", list.from);
  if (list.to) params.set("to", list.to);
  if (list.page > 1) params.set("page", String(list.page));
  return params;
}

/** A new filter starts again at the first page. */
export function withAuditFilter(list: AuditListParams, change: Partial<Omit<AuditListParams, "page">>): AuditListParams {
  return { ...list, ...change, page: 1 };
}

/** auditLog's filter argument. */
export function auditListFilter(list: AuditListParams): AuditFilter {
  const filter: AuditFilter = {};
  if (list.actor.trim() !== "") filter.actor = list.actor.trim();
  if (list.kind) filter.entityType = list.kind;
  if (list.from) filter.from = list.from;
  if (list.to) filter.to = list.to;
  return filter;
}

export function auditListOffset(page: number): number {
  return Math.min((Math.max(1, Math.floor(page)) - 1) * AUDIT_PAGE_SIZE, MAX_OFFSET);
}

/** A first day after the last: the server refuses it (BAD_USER_INPUT), so the page says so instead of asking. */
export function isBackwardRange(list: AuditListParams): boolean {
  return list.from !== null && list.to !== null && list.from > list.to;
}

/** True when any filter narrows the list (the empty text then says so, and Clear filters shows). */
export function isAuditFiltered(list: AuditListParams): boolean {
  return list.actor.trim() !== "" || list.kind !== null || list.from !== null || list.to !== null;
}
