import { ArgsType, Field, Int } from "type-graphql";
import { DEFAULT_PAGE_SIZE, MAX_OFFSET, MAX_PAGE_SIZE, PageOffset, PageSize } from "../paging";

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
