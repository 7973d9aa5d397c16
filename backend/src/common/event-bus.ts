import { RedisPubSub } from "graphql-redis-subscriptions";
import { PubSub as InProcessPubSub, type PubSubEngine } from "graphql-subscriptions";
import type { Logger } from "./logger";
import { connectRedis, createRedis } from "./redis";

/**
 * The pub/sub that carries live events (GraphQL subscriptions) to every subscriber on every
 * node: Redis pub/sub when REDIS_URL is set, an in-process bus otherwise (the embedded default,
 * one process only). GraphQL subscriptions subscribe through it (graphql/schema.ts hands it to
 * type-graphql as its PubSub), and so does anything else a node must hear from the others.
 */
export interface EventBus {
  /** Resolves once the bus has taken the message (rejects while Redis is unreachable). */
  publish(topic: string, payload: unknown): Promise<void>;
  /** The topic's messages from now on; subscribes on the first next(), unsubscribes on return(). */
  subscribe(topic: string): AsyncIterableIterator<unknown>;
  /**
   * Calls handler with every message of the topic from now on, for the node's own use (not a
   * client's subscription: not counted as live). Resolves once the bus has confirmed it.
   */
  listen(topic: string, handler: (payload: unknown) => void): Promise<void>;
  /** How many subscriptions on this node are live, i.e. their channel is subscribed on the bus. */
  liveSubscriptions(): number;
  /**
   * The live subscriptions by topic. One is counted only once the bus confirmed it: from then on
   * it hears every message of its topic.
   */
  liveSubscriptionsByTopic(): ReadonlyMap<string, number>;
  close(): Promise<void>;
}

export interface EventBusOptions {
  /** null: the in-process bus. */
  redisUrl: string | null;
  /** REDIS_PREFIX: nodes (and test runs) with different prefixes never see each other's events. */
  prefix: string;
  logger: Logger;
}

const CLOSE_WAIT_MS = 2000;

export async function createEventBus(options: EventBusOptions): Promise<EventBus> {
  if (!options.redisUrl) return engineBus(new InProcessPubSub(), options.prefix, async () => {});
  const publisher = createRedis(options.redisUrl, options.logger, "pubsub-publisher");
  // The subscriber waits for Redis instead of failing fast: SUBSCRIBE and UNSUBSCRIBE sent while
  // Redis is away go out when it is back, and ioredis then re-subscribes every channel itself.
  const subscriber = createRedis(options.redisUrl, options.logger, "pubsub-subscriber", {
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
  });
  try {
    await Promise.all([connectRedis(publisher), connectRedis(subscriber)]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw error;
  }
  const redisPubSub = new RedisPubSub({ publisher, subscriber });
  return engineBus(redisPubSub, options.prefix, async () => {
    // QUIT waits behind commands queued while Redis is away; stopping does not wait for Redis.
    let timer: NodeJS.Timeout | undefined;
    const gaveUp = new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)));
    await Promise.race([redisPubSub.close().catch(() => undefined), gaveUp]);
    clearTimeout(timer);
    publisher.disconnect();
    subscriber.disconnect();
  });
}

function engineBus(engine: PubSubEngine, prefix: string, closeEngine: () => Promise<void>): EventBus {
  const live = new Map<string, number>();
  const channel = (topic: string) => `${prefix}events:${topic}`;
  return {
    publish: (topic, payload) => engine.publish(channel(topic), payload),
    subscribe: (topic) => topicIterator(engine, channel(topic), liveCounter(live, topic)),
    listen: async (topic, handler) => {
      await engine.subscribe(channel(topic), handler, {});
    },
    liveSubscriptions: () => [...live.values()].reduce((sum, count) => sum + count, 0),
    liveSubscriptionsByTopic: () => new Map(live),
    close: closeEngine,
  };
}

/** Adds to (and takes from) one topic's count of live subscriptions. */
function liveCounter(live: Map<string, number>, topic: string): { add(change: 1 | -1): void } {
  return {
    add(change) {
      const count = (live.get(topic) ?? 0) + change;
      if (count === 0) live.delete(topic);
      else live.set(topic, count);
    },
  };
}

const DONE: IteratorReturnResult<undefined> = { value: undefined, done: true };

/**
 * One subscription as an async iterator. Unlike the engines' own iterators, return() ends it at
 * once even while next() is waiting, and it counts itself live only once the engine confirmed
 * the subscription.
 */
export function topicIterator(engine: PubSubEngine, channel: string, live: { add(change: 1 | -1): void }): AsyncIterableIterator<unknown> {
  const queued: unknown[] = [];
  const waiting: Array<(result: IteratorResult<unknown>) => void> = [];
  let subscription: Promise<number> | null = null;
  let ended = false;

  const deliver = (message: unknown) => {
    if (ended) return;
    const take = waiting.shift();
    if (take) take({ value: message, done: false });
    else queued.push(message);
  };
  const end = async (): Promise<IteratorResult<unknown>> => {
    if (ended) return DONE;
    ended = true;
    queued.length = 0;
    for (const take of waiting.splice(0)) take(DONE);
    const id = subscription ? await subscription.catch(() => null) : null;
    if (id !== null) {
      engine.unsubscribe(id);
      live.add(-1);
    }
    return DONE;
  };

  return {
    async next() {
      if (ended) return DONE;
      subscription ??= engine.subscribe(channel, deliver, {}).then((id) => {
        live.add(1);
        return id;
      });
      // A bus that cannot subscribe (Redis unreachable) fails this subscription, not the node.
      await subscription;
      if (queued.length > 0) return { value: queued.shift(), done: false };
      if (ended) return DONE;
      return new Promise<IteratorResult<unknown>>((resolve) => waiting.push(resolve));
    },
    return: end,
    async throw(error: unknown) {
      await end();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
