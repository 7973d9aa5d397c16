import type { RequestRecord } from "./observations";
import { OPS, opName } from "./soak-operations";
import { backoffMs, classifyAnswer, classifyFailure, shouldTryAgain, STEP_RETRY, type Outcome, type RetryPolicy } from "./retry";

/** No answer within this long counts as a timeout (and may be tried again). */
const REQUEST_TIMEOUT_MS = 15_000;

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface Credentials {
  email: string;
  password: string;
}

export interface Answer<T> {
  outcome: Outcome;
  data: T | null;
  /** Tries made (1 without retries). */
  tries: number;
}

/** The soak's clock: milliseconds since the load began (negative before). */
export type Clock = () => number;

/**
 * One person's browser as far as GraphQL goes: POST /graphql through the load balancer with the
 * session cookie it got at sign-in. Every try is written to the journal with its outcome.
 */
export class SoakClient {
  private cookie: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly journal: RequestRecord[],
    private readonly clock: Clock,
    readonly credentials: Credentials | null = null,
  ) {}

  /** "ruchi.sid=…" for the websocket, or null before signing in. */
  get sessionCookie(): string | null {
    return this.cookie;
  }

  /** One try, journaled. */
  async send<T>(document: string, variables: Record<string, unknown> = {}): Promise<{ outcome: Outcome; data: T | null }> {
    const startMs = this.clock();
    let outcome: Outcome;
    let data: T | null = null;
    try {
      const response = await fetch(`${this.baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: JSON.stringify({ query: document, variables }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      let body: { data?: T | null } | null = null;
      try {
        body = JSON.parse(text) as { data?: T | null };
      } catch {
        body = null;
      }
      outcome = classifyAnswer(response.status, body);
      if (outcome.kind === "ok") data = body?.data ?? null;
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ruchi.sid="));
      if (session) this.cookie = session.split(";")[0]!;
    } catch (error) {
      outcome = classifyFailure(error);
    }
    const detail =
      outcome.kind === "refused"
        ? outcome.code
        : outcome.kind === "network"
          ? outcome.detail
          : outcome.kind === "internal"
            ? outcome.message
            : undefined;
    this.journal.push({ op: opName(document), startMs, endMs: this.clock(), outcome: outcome.kind, ...(detail ? { detail } : {}) });
    return { outcome, data };
  }

  /** Signs in (one try); the session cookie is kept for the next requests and websockets. */
  async signIn(): Promise<Outcome> {
    if (!this.credentials) throw new Error("this client has no account");
    const { email, password } = this.credentials;
    return (await this.send(OPS.login, { i: { email, password } })).outcome;
  }

  /**
   * Sends until the app answers or the policy gives up: a failure without an answer is tried
   * again after a backoff; a lost session is signed in again first. `onTry` sees each try.
   */
  async call<T>(
    document: string,
    variables: Record<string, unknown> = {},
    policy: RetryPolicy = STEP_RETRY,
    onTry?: (tries: number) => void,
  ): Promise<Answer<T>> {
    const firstMs = this.clock();
    for (let tries = 1; ; tries += 1) {
      onTry?.(tries);
      const { outcome, data } = await this.send<T>(document, variables);
      if (!shouldTryAgain(outcome, tries, this.clock() - firstMs, policy)) return { outcome, data, tries };
      if (outcome.kind === "unauthenticated" && this.credentials) await this.signIn();
      await sleep(backoffMs(tries - 1, Math.random(), policy));
    }
  }
}
