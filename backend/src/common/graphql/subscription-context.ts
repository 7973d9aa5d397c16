import type { RequestContext } from "../request-context";

/** What forEvent() gives for an event to leave out: its subscriber could not be read. */
export const SKIP = Symbol("skip this event");

/**
 * The context a subscription is set up with (its filter sees this user), plus a fresh context
 * for each event: the subscriber's session is checked again and the DataLoaders are new, so no
 * event is resolved with data cached for an earlier one or for a session that has since ended.
 * A subscription's filter reads it; graphql/subscription-execution.ts builds it.
 */
export interface SubscriptionContext extends RequestContext {
  /** The context of the next event; SKIP when the subscriber could not be read (not when the session ended). */
  forEvent(): Promise<RequestContext | typeof SKIP>;
}
