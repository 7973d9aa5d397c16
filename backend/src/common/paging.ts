import { ArgsType, Field, Int } from "type-graphql";
import { IsInt, Max, Min } from "class-validator";
import { rules } from "./compose-decorators";

/** List arguments everywhere: offset/limit, 20 per page unless asked, never more than 50 (DESIGN §6). */
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

/** limit and offset, for any list query; extend it for lists with more arguments. */
@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` })
  @PageSize()
  limit: number = DEFAULT_PAGE_SIZE;

  @Field(() => Int, { defaultValue: 0, description: `0 to ${MAX_OFFSET}` })
  @PageOffset()
  offset: number = 0;
}

/** The page window, capped whatever an adapter let through. */
export function pageWindow(limit: number | null | undefined, offset: number | null | undefined) {
  return {
    limit: Math.min(Math.max(Math.trunc(limit ?? DEFAULT_PAGE_SIZE), 1), MAX_PAGE_SIZE),
    offset: Math.min(Math.max(Math.trunc(offset ?? 0), 0), MAX_OFFSET),
  };
}
