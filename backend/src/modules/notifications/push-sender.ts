import http from "node:http";
import https from "node:https";
import type { DataSource } from "typeorm";
import webpush, { type Urgency } from "web-push";
import type { Logger } from "../../common/logger";
import { postToPublicAddress } from "../../common/public-post";
import { recipientLanguage, type Language } from "../../i18n/language";
import type { UserRole } from "../../common/user-role";
import {
  PUSH_ADDRESS_MESSAGES,
  pushEndpointProblem,
  pushEndpointRules,
  type PushEndpointRules,
  type PushEndpointSettings,
} from "./push-endpoint";
import { PushSubscription } from "./push-subscription.entity";
import type { VapidDetails } from "./vapid-keys";

/** What the service worker (frontend/src/service-worker/sw.ts) shows: JSON { title, body, url? }. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of this site the notification opens. */
  url?: string;
}

/** A push in its reader's language (the language of the user the browser belongs to). */
export type LocalizedPush = (language: Language) => PushPayload;

export interface PushOptions {
  /** How long the push service keeps the message for a browser that is offline. */
  ttlSeconds: number;
  urgency: Urgency;
  /** A newer message with the same topic replaces one the push service still holds (base64url, ≤ 32 chars). */
  topic?: string;
}

/** How a send went: browsers it went to, accepted by their push service (2xx), and forgotten (404/410). */
export interface PushOutcome {
  targeted: number;
  delivered: number;
  expired: number;
}

export interface PushSenderDeps extends PushEndpointSettings {
  dataSource: DataSource;
  logger: Logger;
  /** null: push is off and nothing is sent. */
  vapid: VapidDetails | null;
  /** Per push request, answer included. */
  timeoutMs?: number;
  /** Push requests in flight at once. */
  concurrency?: number;
}

type Target = Pick<PushSubscription, "id" | "endpoint" | "p256dh" | "auth"> & { language: Language | null };
type Result = "delivered" | "expired" | "failed" | "skipped";

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_CONCURRENCY = 16;
/** Push services answer 404 or 410 for a subscription that no longer exists (RFC 8030 §7.3). */
const GONE = new Set([404, 410]);
const NO_PUSH: PushOutcome = { targeted: 0, delivered: 0, expired: 0 };

/**
 * Sends encrypted Web Push messages (RFC 8291, aes128gcm, VAPID). web-push builds each request
 * and postToPublicAddress sends it, so one code path serves real push services and a local test
 * receiver, with a timeout, without following redirects, and only to an endpoint the rules allow
 * today (a subscription stored under older rules is skipped) on a public address (judged on the
 * connection's own look-up, as the webhooks are). A subscription its push service calls gone is
 * deleted. Sending never throws for a browser that cannot be reached; it is counted and logged.
 */
export class PushSender {
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly timeoutMs: number;
  private readonly concurrency: number;
  private readonly rules: PushEndpointRules;
  /** Keep-alive pools: a broadcast reuses its connections to a push service (each checked when it connected). */
  private readonly agents: Record<"http:" | "https:", http.Agent>;

  constructor(private readonly deps: PushSenderDeps) {
    this.timeoutMs = deps.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.concurrency = deps.concurrency ?? DEFAULT_CONCURRENCY;
    this.rules = pushEndpointRules(deps);
    const pool = { keepAlive: true, maxSockets: this.concurrency };
    this.agents = { "http:": new http.Agent(pool), "https:": new https.Agent(pool) };
  }

  get enabled(): boolean {
    return this.deps.vapid !== null;
  }

  /** Every browser of one user. */
  toUser(userId: string, push: LocalizedPush, options: PushOptions): Promise<PushOutcome> {
    return this.track(async () => {
      const { vapid } = this.deps;
      if (!vapid) return { ...NO_PUSH };
      const targets = await this.targets().where("subscription.userId = :userId", { userId }).getRawMany<Target>();
      return this.sendAll(targets, push, options, vapid);
    });
  }

  /** Every browser of every user with one of these roles. */
  toRoles(roles: readonly UserRole[], push: LocalizedPush, options: PushOptions): Promise<PushOutcome> {
    return this.track(async () => {
      const { vapid } = this.deps;
      if (!vapid) return { ...NO_PUSH };
      const targets = await this.targets().where("user.role IN (:...roles)", { roles }).getRawMany<Target>();
      return this.sendAll(targets, push, options, vapid);
    });
  }

  /** Resolves once every send started so far has finished (shutdown and tests wait on it). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private subscriptions() {
    return this.deps.dataSource.getRepository(PushSubscription);
  }

  /** The browsers to push to, each with its user's chosen language. */
  private targets() {
    return this.subscriptions()
      .createQueryBuilder("subscription")
      .innerJoin("subscription.user", "user")
      .select("subscription.id", "id")
      .addSelect("subscription.endpoint", "endpoint")
      .addSelect("subscription.p256dh", "p256dh")
      .addSelect("subscription.auth", "auth")
      .addSelect("user.preferredLanguage", "language");
  }

  private track<T>(work: () => Promise<T>): Promise<T> {
    const promise = work();
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }

  private async sendAll(targets: readonly Target[], push: LocalizedPush, options: PushOptions, vapid: VapidDetails): Promise<PushOutcome> {
    // Each language's payload is built and serialised once, however many browsers read it.
    const bodies = new Map<Language, string>();
    const bodyIn = (language: Language) => {
      const body = bodies.get(language) ?? JSON.stringify(push(language));
      bodies.set(language, body);
      return body;
    };
    const results = await mapBounded(targets, this.concurrency, (target) =>
      this.sendOne(target, bodyIn(recipientLanguage(target.language)), options, vapid),
    );
    const outcome = {
      targeted: results.filter((result) => result !== "skipped").length,
      delivered: results.filter((result) => result === "delivered").length,
      expired: results.filter((result) => result === "expired").length,
    };
    if (outcome.targeted > 0) this.deps.logger.debug({ ...outcome, languages: [...bodies.keys()] }, "push sent");
    return outcome;
  }

  private async sendOne(target: Target, body: string, options: PushOptions, vapid: VapidDetails): Promise<Result> {
    const { logger } = this.deps;
    const problem = pushEndpointProblem(target.endpoint, this.rules);
    if (problem) {
      logger.warn({ subscriptionId: target.id, problem }, "push endpoint not allowed; skipped");
      return "skipped";
    }
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        body,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: "aes128gcm",
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers as Record<string, unknown>)) headers[name] = String(value);
      const url = new URL(request.endpoint);
      // Only the status matters; the answer's body is never read (a hostile endpoint could make it huge).
      const status = await postToPublicAddress(
        { url, headers, body: request.body ?? "", timeoutMs: this.timeoutMs, agent: this.agents[url.protocol as "http:" | "https:"] },
        this.rules,
        PUSH_ADDRESS_MESSAGES,
      );
      if (status >= 200 && status < 300) return "delivered";
      if (GONE.has(status)) {
        await this.subscriptions().delete({ id: target.id, endpoint: target.endpoint });
        logger.info({ subscriptionId: target.id, status }, "push subscription expired; deleted");
        return "expired";
      }
      logger.warn({ subscriptionId: target.id, status }, "push service refused a push");
      return "failed";
    } catch (error) {
      logger.warn({ subscriptionId: target.id, err: error }, "push could not be sent");
      return "failed";
    }
  }
}

/** fn over every item, at most `limit` at a time; results in the items' order. */
async function mapBounded<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
