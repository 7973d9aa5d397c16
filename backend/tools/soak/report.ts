import { aroundAFault, faultWindow, overlaps, type TimeWindow } from "./fault-window";
import { placedKey, type FaultKind, type FaultRecord, type OrderAttempt, type RequestRecord, type WatchRecord } from "./observations";
import type { OutcomeKind } from "./retry";

/** Everything the soak saw and found, on one clock (ms since the load began). */
export interface SoakObservations {
  /** How long the load ran. */
  loadMs: number;
  requests: readonly RequestRecord[];
  faults: readonly FaultRecord[];
  watches: readonly WatchRecord[];
  attempts: readonly OrderAttempt[];
  /** When each status move was first asked for: eventKey(orderId, status) → ms. */
  moveCauses: ReadonlyMap<string, number>;
  /** What PostgreSQL holds for each idempotency key the clients used: the ids of the orders made with it. */
  stored: ReadonlyMap<string, readonly string[]>;
  /** The idempotency table: key → the order ids its rows point at. */
  keyRows: ReadonlyMap<string, readonly string[]>;
}

export interface OrderVerdicts {
  ordersAttempted: number;
  /** A try got an order back. */
  ordersAcknowledged: number;
  /** Stored at least once. */
  ordersStored: number;
  /** Stored more than once. */
  ordersDuplicated: number;
  /** Acknowledged to the client, not stored. */
  ordersLost: number;
  /** Acknowledged with an order id other than the stored one. */
  ordersMismatched: number;
  /** Answered with a refusal (the restaurant closed ...), and not stored. */
  ordersRefused: number;
  /** Refused to the client, yet stored. */
  ordersRefusedButStored: number;
  /** The client stopped trying without an answer. */
  ordersGaveUp: number;
  /** Of those, stored all the same (the client never learned of it). */
  ordersGaveUpButStored: number;
  /** Stored, but the idempotency table does not point the key at that one order. */
  ordersKeyRowMismatched: number;
}

export interface FaultReport {
  kind: FaultKind;
  /** Seconds after the load began. */
  at: number;
  /** How long the faulted part was down (kill or stop until it ran again). */
  downSeconds: number | null;
  /** From the fault until requests succeeded again (0: none failed); null: never within the soak. */
  requestsRecoverySeconds: number | null;
  subscriptionsRecovered: number;
  subscriptionsChecked: number;
  /** From the fault until the last subscription had an event caused after the fault. */
  subscriptionsRecoverySeconds: number | null;
  /** The larger of the two; null when requests or a subscription never came back. */
  recoverySeconds: number | null;
  errorsInWindow: number;
  skipped: string | null;
  detail?: string;
}

export interface SoakReport extends OrderVerdicts {
  seconds: number;
  requests: number;
  errors: number;
  errorRate: number;
  requestsOutsideFaults: number;
  errorsOutsideFaults: number;
  errorRateOutsideFaults: number;
  errorsByKind: Partial<Record<OutcomeKind, number>>;
  /** Every error by operation, outcome and detail ("PlaceOrder internal …": count). */
  errorsByOperation: Record<string, number>;
  /** The first errors, for a look at when: seconds after the load began, operation, outcome, detail. */
  firstErrors: string[];
  subscriptions: number;
  subscriptionsRecovered: number;
  subscriptionsChecked: number;
  /** Subscriptions the server ended for good (each with its reason). */
  subscriptionsEnded: Array<{ label: string; reason: string | null }>;
  /** The longest recovery of a fault; null when a fault's requests or subscriptions never came back. */
  maxRecoverySeconds: number | null;
  faults: FaultReport[];
}

const FIRST_ERRORS = 10;
const seconds = (ms: number) => Math.round(ms / 10) / 100;
const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 10_000);
const isError = (request: RequestRecord) => request.outcome !== "ok";
/** Failures a fault causes (a refusal is an answer: it says nothing of the app being back). */
const isFailure = (request: RequestRecord) => isError(request) && request.outcome !== "refused";

function countBy<T>(items: readonly T[], keyOf: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}

/** Every attempted order against what PostgreSQL holds. */
export function judgeOrders(
  attempts: readonly OrderAttempt[],
  stored: ReadonlyMap<string, readonly string[]>,
  keyRows: ReadonlyMap<string, readonly string[]>,
): OrderVerdicts {
  const verdicts: OrderVerdicts = {
    ordersAttempted: attempts.length,
    ordersAcknowledged: 0,
    ordersStored: 0,
    ordersDuplicated: 0,
    ordersLost: 0,
    ordersMismatched: 0,
    ordersRefused: 0,
    ordersRefusedButStored: 0,
    ordersGaveUp: 0,
    ordersGaveUpButStored: 0,
    ordersKeyRowMismatched: 0,
  };
  for (const attempt of attempts) {
    const ids = stored.get(attempt.idempotencyKey) ?? [];
    const rows = keyRows.get(attempt.idempotencyKey) ?? [];
    if (ids.length > 0) verdicts.ordersStored += 1;
    if (ids.length > 0 && !(rows.length === 1 && ids.includes(rows[0]!))) verdicts.ordersKeyRowMismatched += 1;
    if (ids.length > 1) verdicts.ordersDuplicated += 1;
    if (attempt.final === "acknowledged") {
      verdicts.ordersAcknowledged += 1;
      if (ids.length === 0) verdicts.ordersLost += 1;
      else if (!ids.includes(attempt.acknowledgedOrderId!)) verdicts.ordersMismatched += 1;
    } else if (attempt.final === "refused") {
      if (ids.length === 0) verdicts.ordersRefused += 1;
      else verdicts.ordersRefusedButStored += 1;
    } else {
      verdicts.ordersGaveUp += 1;
      if (ids.length > 0) verdicts.ordersGaveUpButStored += 1;
    }
  }
  return verdicts;
}

/** From the fault until the first success after the last failure in its window; 0 when nothing failed. */
export function requestsRecoveryMs(fault: FaultRecord, window: TimeWindow, requests: readonly RequestRecord[]): number | null {
  let lastFailureEnd = -Infinity;
  for (const request of requests)
    if (isFailure(request) && overlaps(request, window)) lastFailureEnd = Math.max(lastFailureEnd, request.endMs);
  if (lastFailureEnd === -Infinity) return 0;
  let firstSuccess = Infinity;
  for (const request of requests)
    if (request.outcome === "ok" && request.endMs >= lastFailureEnd) firstSuccess = Math.min(firstSuccess, request.endMs);
  return firstSuccess === Infinity ? null : Math.max(0, firstSuccess - fault.atMs);
}

/**
 * From the fault until the watch received an event whose change was asked for after the fault
 * began (an event already on its way does not prove the subscription survived); null when none
 * came before `untilMs` (the next fault).
 */
export function watchRecoveryMs(
  fault: FaultRecord,
  watch: WatchRecord,
  causes: ReadonlyMap<string, number>,
  untilMs: number,
): number | null {
  for (const event of watch.events) {
    if (event.receivedAtMs < fault.atMs || event.receivedAtMs > untilMs) continue;
    const cause = causes.get(event.key);
    if (cause !== undefined && cause >= fault.atMs) return event.receivedAtMs - fault.atMs;
  }
  return null;
}

/** The causes of live events: each status move when first asked, each placed order when its first try was sent. */
export function eventCauses(observations: Pick<SoakObservations, "attempts" | "moveCauses">): Map<string, number> {
  const causes = new Map(observations.moveCauses);
  for (const attempt of observations.attempts) {
    if (attempt.acknowledgedOrderId) causes.set(placedKey(attempt.acknowledgedOrderId), attempt.firstSentMs);
  }
  return causes;
}

function reportFault(
  fault: FaultRecord,
  observations: SoakObservations,
  causes: ReadonlyMap<string, number>,
  untilMs: number,
): FaultReport {
  const base = {
    kind: fault.kind,
    at: seconds(fault.atMs),
    skipped: fault.skipped,
    ...(fault.detail ? { detail: fault.detail } : {}),
    downSeconds: fault.restoredAtMs === null ? null : seconds(fault.restoredAtMs - fault.atMs),
  };
  const window = faultWindow(fault, observations.loadMs);
  if (window === null) {
    return {
      ...base,
      requestsRecoverySeconds: null,
      subscriptionsRecovered: 0,
      subscriptionsChecked: 0,
      subscriptionsRecoverySeconds: null,
      recoverySeconds: null,
      errorsInWindow: 0,
    };
  }
  const requestsMs = requestsRecoveryMs(fault, window, observations.requests);
  const watchMs = observations.watches.map((watch) => watchRecoveryMs(fault, watch, causes, untilMs));
  const recovered = watchMs.filter((ms): ms is number => ms !== null);
  const subscriptionsMs = recovered.length === watchMs.length ? Math.max(0, ...recovered) : null;
  return {
    ...base,
    requestsRecoverySeconds: requestsMs === null ? null : seconds(requestsMs),
    subscriptionsRecovered: recovered.length,
    subscriptionsChecked: watchMs.length,
    subscriptionsRecoverySeconds: subscriptionsMs === null ? null : seconds(subscriptionsMs),
    recoverySeconds: requestsMs === null || subscriptionsMs === null ? null : seconds(Math.max(requestsMs, subscriptionsMs)),
    errorsInWindow: observations.requests.filter((request) => isError(request) && overlaps(request, window)).length,
  };
}

/** The figures of a soak run. */
export function buildReport(observations: SoakObservations): SoakReport {
  const { requests, faults, watches } = observations;
  const causes = eventCauses(observations);
  const happened = faults.filter((fault) => fault.skipped === null).sort((a, b) => a.atMs - b.atMs);
  const windows = faults.map((fault) => faultWindow(fault, observations.loadMs)).filter((window): window is TimeWindow => window !== null);
  const faultReports = faults.map((fault) => {
    const next = happened.find((other) => other.atMs > fault.atMs);
    return reportFault(fault, observations, causes, next?.atMs ?? Infinity);
  });
  const outside = requests.filter((request) => !aroundAFault(request, windows));
  const errors = requests.filter(isError).sort((a, b) => a.startMs - b.startMs);
  const errorsByKind: Partial<Record<OutcomeKind, number>> = countBy(errors, (request) => request.outcome);
  const checked = faultReports.filter((fault) => fault.skipped === null);
  const recoveries = checked.map((fault) => fault.recoverySeconds);
  const errorsOutsideFaults = outside.filter(isError).length;
  return {
    seconds: seconds(observations.loadMs),
    ...judgeOrders(observations.attempts, observations.stored, observations.keyRows),
    requests: requests.length,
    errors: errors.length,
    errorRate: ratio(errors.length, requests.length),
    requestsOutsideFaults: outside.length,
    errorsOutsideFaults,
    errorRateOutsideFaults: ratio(errorsOutsideFaults, outside.length),
    errorsByKind,
    errorsByOperation: countBy(errors, (r) => `${r.op} ${r.outcome}${r.detail ? ` ${r.detail}` : ""}`),
    firstErrors: errors
      .slice(0, FIRST_ERRORS)
      .map((r) => `${seconds(r.startMs)}-${seconds(r.endMs)} s ${r.op} ${r.outcome}${r.detail ? ` ${r.detail}` : ""}`),
    subscriptions: watches.length,
    subscriptionsRecovered: checked.reduce((sum, fault) => sum + fault.subscriptionsRecovered, 0),
    subscriptionsChecked: checked.reduce((sum, fault) => sum + fault.subscriptionsChecked, 0),
    subscriptionsEnded: watches
      .filter((watch) => watch.endedAtMs !== null)
      .map((watch) => ({ label: watch.label, reason: watch.endReason })),
    maxRecoverySeconds: recoveries.some((value) => value === null) ? null : Math.max(0, ...(recoveries as number[])),
    faults: faultReports,
  };
}
