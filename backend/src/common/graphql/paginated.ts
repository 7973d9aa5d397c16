import { Field, Int, ObjectType, type ClassType } from "type-graphql";
import type { Page } from "../paging";

export interface PaginatedOptions {
  /** The schema's description of `total`: what it counts. */
  totalDescription: string;
  /** false: the page type does not echo its limit and offset (BroadcastPage never has). */
  window?: boolean;
  /** The schema's descriptions of the page's other fields, where the page type gives them. */
  descriptions?: { items?: string; limit?: string; offset?: string };
}

/**
 * The one GraphQL page type: a page of `itemType` (common/paging.ts Page), as the base of a named
 * type, `@ObjectType({ description }) class UserPage extends Paginated(User, { ... }) {}`; the
 * subclass gives the type its name and description.
 */
export function Paginated<T extends object>(itemType: ClassType<T>, options: PaginatedOptions) {
  // Never in the schema itself: type-graphql emits only the types the resolvers reach (the subclass).
  @ObjectType()
  abstract class PageOfItems implements Page<T> {
    @Field(() => [itemType], { description: options.descriptions?.items })
    items!: T[];

    @Field(() => Int, { description: options.totalDescription })
    total!: number;

    /** Schema fields unless options.window is false (below). */
    limit!: number;
    offset!: number;
  }
  if (options.window !== false) {
    Field(() => Int, { description: options.descriptions?.limit })(PageOfItems.prototype, "limit");
    Field(() => Int, { description: options.descriptions?.offset })(PageOfItems.prototype, "offset");
  }
  return PageOfItems;
}
