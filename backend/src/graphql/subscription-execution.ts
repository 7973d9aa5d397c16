import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from "graphql";
import type { DataSource } from "typeorm";
import { AppError, isAppError } from "../common/errors";
import { SKIP, type SubscriptionContext } from "../common/graphql/subscription-context";
import type { Logger } from "../common/logger";
import type { RequestContext } from "../common/request-context";
import type { SessionPort } from "../common/session-port";
import { createLoaders } from "../db/loaders";
import type { User } from "../modules/users/user.entity";
import type { SocketSession } from "./socket-session";

export const SESSION_ENDED = "Your session has ended. Please log in again.";

/**
 * How long an event waits, try after try, while its subscriber cannot be read (Redis or
 * PostgreSQL restarting): about 6 s in all. After that the event is left out, the subscription lives on.
 */
export const SUBSCRIBER_READ_RETRY_MS: readonly number[] = [200, 400, 800, 1600, 3200];

/** Sockets carry subscriptions only, so nothing running on one signs in or out. */
function socketSessionPort(user: User | null): SessionPort {
  const refuse = async () => {
    throw new AppError("BAD_USER_INPUT", "Sign in and out through POST /graphql.");
  };
  return {
    userId: user?.id ?? null,
    epoch: user?.sessionEpoch ?? null,
    establish: refuse,
    end: refuse,
    registrationIds: [],
    bindRegistration: refuse,
  };
}

export function subscriptionContext(options: {
  session: Pick<SocketSession, "user">;
  subscriber: User | null;
  dataSource: DataSource;
  ip: string;
  requestId: string;
  logger: Logger;
  /** The waits between reads of the subscriber that failed (SUBSCRIBER_READ_RETRY_MS). */
  readRetryDelaysMs?: readonly number[];
}): SubscriptionContext {
  const { session, subscriber, dataSource, ip, requestId, logger, readRetryDelaysMs = SUBSCRIBER_READ_RETRY_MS } = options;
  const contextOf = (user: User | null, id: string): RequestContext => ({
    // A subscription sends no mail, so it needs no language of its own.
    user,
    session: socketSessionPort(user),
    ip,
    requestId: id,
    requestLanguage: null,
    loaders: createLoaders(dataSource),
  });
  let events = 0;
  return {
    ...contextOf(subscriber, requestId),
    async forEvent() {
      // A session store or database that is away for a moment is not a session that ended: the
      // event waits for it (a page left without its live updates would never get them back).
      let user: User | null | undefined;
      for (let attempt = 0; user === undefined; attempt += 1) {
        try {
          user = await session.user();
        } catch (error) {
          if (isAppError(error)) throw error;
          if (attempt >= readRetryDelaysMs.length) {
            logger.warn({ err: error, requestId }, "subscription event left out: its subscriber could not be read");
            return SKIP;
          }
          await new Promise((resolve) => setTimeout(resolve, readRetryDelaysMs[attempt]));
        }
      }
      if (subscriber && user?.id !== subscriber.id) throw new AppError("UNAUTHENTICATED", SESSION_ENDED);
      events += 1;
      return contextOf(user, `${requestId}#${events}`);
    },
  };
}

/**
 * graphql-js's subscribe, except that each event is executed with the context forEvent() gives.
 * When that throws (the session ended), the subscription ends with that error; an event whose
 * subscriber could not be read is left out.
 */
export async function subscribeWithContextPerEvent(args: ExecutionArgs): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream;
  const context = args.contextValue as SubscriptionContext;
  return mapEvents(stream, async (event) => {
    const contextValue = await context.forEvent();
    return contextValue === SKIP ? SKIP : execute({ ...args, rootValue: event, contextValue });
  });
}

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/** Maps each event (SKIP leaves it out); return() reaches the source at once, and a failed mapping ends the source too. */
function mapEvents<T>(source: AsyncIterable<unknown>, map: (event: unknown) => Promise<T | typeof SKIP>): AsyncIterableIterator<T> {
  const iterator = source[Symbol.asyncIterator]();
  const close = async () => {
    await iterator.return?.();
  };
  return {
    async next() {
      for (;;) {
        const event = await iterator.next();
        if (event.done) return DONE;
        let value: T | typeof SKIP;
        try {
          value = await map(event.value);
        } catch (error) {
          await close();
          throw error;
        }
        if (value !== SKIP) return { value, done: false };
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
