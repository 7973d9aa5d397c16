import { buildSchema, parse, type ExecutionResult } from "graphql";
import type { DataSource } from "typeorm";
import { createLogger } from "../common/logger";
import type { User } from "../modules/users/user.entity";
import { subscribeWithContextPerEvent, subscriptionContext } from "./subscription-execution";

const schema = buildSchema(`type Query { ok: Boolean } type Subscription { tick: Int }`);
const document = parse(`subscription { tick }`);
const subscriber = { id: "u1" } as User;

/** A source of events the test pushes one at a time. */
function source() {
  const waiting: Array<(result: IteratorResult<unknown>) => void> = [];
  const queued: unknown[] = [];
  const iterator: AsyncIterableIterator<unknown> = {
    next: () =>
      queued.length > 0 ? Promise.resolve({ value: queued.shift(), done: false }) : new Promise((resolve) => waiting.push(resolve)),
    return: async () => ({ value: undefined, done: true }),
    [Symbol.asyncIterator]() {
      return this;
    },
  };
  return {
    iterator,
    push(tick: number) {
      const take = waiting.shift();
      if (take) take({ value: { tick }, done: false });
      else queued.push({ tick });
    },
  };
}

/** The subscriber's session as the socket reads it: `answers` in turn (an Error is a failed read). */
function sessionAnswering(answers: Array<User | null | Error>) {
  return {
    user: async () => {
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
}

async function subscribe(session: ReturnType<typeof sessionAnswering>) {
  const events = source();
  const contextValue = subscriptionContext({
    session,
    subscriber,
    dataSource: {} as DataSource,
    ip: "127.0.0.1",
    requestId: "ws:test",
    logger: createLogger("silent"),
    readRetryDelaysMs: [1, 1, 1],
  });
  const stream = (await subscribeWithContextPerEvent({
    schema,
    document,
    contextValue,
    rootValue: undefined,
    subscribeFieldResolver: () => events.iterator,
  })) as AsyncIterableIterator<ExecutionResult>;
  return { events, stream };
}

const databaseAway = () => Object.assign(new Error("the database system is shutting down"), { code: "57P03" });

describe("a subscription while the session store or the database is briefly away", () => {
  it("delivers the event once the subscriber can be read again, instead of ending the subscription", async () => {
    const { events, stream } = await subscribe(sessionAnswering([databaseAway(), databaseAway(), subscriber]));
    events.push(1);
    expect(await stream.next()).toEqual({ done: false, value: { data: { tick: 1 } } });
  });

  it("skips an event whose subscriber cannot be read for too long, and delivers the next one", async () => {
    const { events, stream } = await subscribe(
      sessionAnswering([databaseAway(), databaseAway(), databaseAway(), databaseAway(), subscriber]),
    );
    events.push(1);
    events.push(2);
    expect(await stream.next()).toEqual({ done: false, value: { data: { tick: 2 } } });
  });

  it("still ends the subscription when the session itself has ended", async () => {
    const { events, stream } = await subscribe(sessionAnswering([null]));
    events.push(1);
    await expect(stream.next()).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });
});
