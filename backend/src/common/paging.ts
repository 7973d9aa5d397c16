import { IsInt, Max, Min } from "class-validator";
import { rules } from "./compose-decorators";

/**
 * List arguments everywhere: offset/limit, 20 per page unless asked, never more than 50 (docs/architecture.md#security).
 * GraphQL's arguments and page types are common/graphql/page-args.ts and common/graphql/paginated.ts.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** Deep offsets cost a scan of everything before them; nobody pages that far in a town. */
export const MAX_OFFSET = 10_000;

export const PAGE_SIZE_MESSAGE = `Limit must be 1 to ${MAX_PAGE_SIZE}`;
export const OFFSET_MESSAGE = `Offset must be 0 to ${MAX_OFFSET}`;

export const PageSize = () =>
  rules(IsInt({ message: PAGE_SIZE_MESSAGE }), Min(1, { message: PAGE_SIZE_MESSAGE }), Max(MAX_PAGE_SIZE, { message: PAGE_SIZE_MESSAGE }));
export const PageOffset = () =>
  rules(IsInt({ message: OFFSET_MESSAGE }), Min(0, { message: OFFSET_MESSAGE }), Max(MAX_OFFSET, { message: OFFSET_MESSAGE }));

/** One page of a list: the items, how many there are over all pages, and the window asked for. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

/** The page window, capped whatever an adapter let through (at maxLimit: a list with a larger page says so). */
export function pageWindow(limit: number | null | undefined, offset: number | null | undefined, maxLimit: number = MAX_PAGE_SIZE) {
  return {
    limit: Math.min(Math.max(Math.trunc(limit ?? DEFAULT_PAGE_SIZE), 1), maxLimit),
    offset: Math.min(Math.max(Math.trunc(offset ?? 0), 0), MAX_OFFSET),
  };
}
