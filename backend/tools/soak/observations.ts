import type { OutcomeKind } from "./retry";

/**
 * What the soak saw, as plain records on one clock (milliseconds since the load began): every
 * request, every fault, every live event, every order a client tried to place. report.ts turns
 * them into figures.
 */

export interface RequestRecord {
  /** The operation's name (NearMe, PlaceOrder ...). */
  op: string;
  startMs: number;
  endMs: number;
  outcome: OutcomeKind;
  /** The error code of a refusal, or the network error's code. */
  detail?: string;
}

export type FaultKind = "node-kill" | "redis-restart" | "postgres-restart";

export interface FaultRecord {
  kind: FaultKind;
  /** When the fault began (the SIGKILL, the stop). */
  atMs: number;
  /** When the killed or stopped part was running again; null when it was skipped or never came back. */
  restoredAtMs: number | null;
  /** Why the soak could not cause this fault; null when it did. */
  skipped: string | null;
  /** Which node, which port ... */
  detail?: string;
}

export interface LiveEventRecord {
  receivedAtMs: number;
  /** The change it tells of: eventKey(orderId, status), or placedKey(orderId). */
  key: string;
}

export interface WatchRecord {
  /** Who listens and to what: "customer 3 orderUpdated". */
  label: string;
  events: LiveEventRecord[];
  /** The subscription ended for good (an error or complete from the server); null while it lives. */
  endedAtMs: number | null;
  endReason: string | null;
  /** How many times its websocket connected (1 without any drop). */
  connections: number;
  /** Events that came as errors (the subscription went on). */
  errorResults: number;
}

/** The key of a status change in the event causes. */
export const eventKey = (orderId: string, status: string) => `${orderId}:${status.toUpperCase()}`;
/** The key of a placed order (the orderPlaced event) in the event causes. */
export const placedKey = (orderId: string) => `${orderId}:PLACED`;

export interface OrderAttempt {
  idempotencyKey: string;
  /** When the first try was sent. */
  firstSentMs: number;
  tries: number;
  /** The order id the app answered with; null when no try got an order back. */
  acknowledgedOrderId: string | null;
  /** How it ended for the client. */
  final: "acknowledged" | "refused" | "gave-up";
  /** The refusal's code (final "refused"). */
  refusedCode?: string;
}
