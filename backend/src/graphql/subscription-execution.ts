import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { DataSource } from "typeorm";
import { AppError } from "../common/errors";
import type { RequestContext } from "../common/request-context";
import type { SessionPort } from "../common/session-port";
import { createLoaders } from "../db/loaders";
import type { User } from "../modules/users/user.entity";
import type { SocketSession } from "./socket-session";

export const SESSION_ENDED = "Your session has ended. Please log in again.";

/**
 * The context a subscription is set up with (its filter sees this user), plus a fresh context
 * for each event: the subscriber's session is checked again and the DataLoaders are new, so no
 * event is resolved with data cached for an earlier one or for a session that has since ended.
 */
export interface SubscriptionContext extends RequestContext {
  forEvent(): Promise<RequestContext>;
}

/** Sockets carry subscriptions only, so nothing running on one signs in or out. */
function socketSessionPort(user: User | null): SessionPort {
  const refuse = async () => {
    throw new AppError("BAD_USER_INPUT", "Sign in and out through POST /graphql.");
  };
  return {
    userId: user?.id ?? null, epoch: user?.sessionEpoch ?? null, establish: refuse, end: refuse,
    registrationIds: [], bindRegistration: refuse,
  };
}

export function subscriptionContext(options: {
  session: SocketSession;
  subscriber: User | null;
  dataSource: DataSource;
  ip: string;
  requestId: string;
}): SubscriptionContext {
  const { session, subscriber, dataSource, ip, requestId } = options;
  const contextOf = (user: User | null, id: string): RequestContext => ({
    // A subscription sends no mail, so it needs no language of its own.
    user, session: socketSessionPort(user), ip, requestId: id, requestLanguage: null, loaders: createLoaders(dataSource),
  });
  let events = 0;
  return {
    ...contextOf(subscriber, requestId),
    async forEvent() {
      const user = await session.user();
      if (subscriber && user?.id !== subscriber.id) throw new AppError("UNAUTHENTICATED", SESSION_ENDED);
      events += 1;
      return contextOf(user, `${requestId}#${events}`);
    },
  };
}

/**
 * graphql-js's subscribe, except that each event is executed with the context forEvent() gives.
 * When that throws (the session ended), the subscription ends with that error.
 */
export async function subscribeWithContextPerEvent(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const context = args.contextValue as SubscriptionContext;
  return mapEvents(stream, async (event) => execute({ ...args, rootValue: event, contextValue: await context.forEvent() }));
}

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/** Maps each event; return() reaches the source at once, and a failed mapping ends the source too. */
function mapEvents<T>(source: AsyncIterable<unknown>, map: (event: unknown) => Promise<T>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const close = async () => {
    await iterator.return?.();
  };
  return {
    async next() {
      const event = await iterator.next();
      if (event.done) return DONE;
      try {
        return { value: await map(event.value), done: false };
      } catch (error) {
        await close();
        throw error;
      }
    },
    async return() {
      await close();
      return DONE;
    },
    async throw(error: unknown) {
      await close();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
