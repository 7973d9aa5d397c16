import { aroundAFault, faultWindow, WINDOW_AFTER_MS, WINDOW_BEFORE_MS } from "./fault-window";
import { faultSchedule } from "./faults";
import { eventKey, placedKey, type FaultRecord, type OrderAttempt, type RequestRecord, type WatchRecord } from "./observations";
import { buildReport, judgeOrders, requestsRecoveryMs, watchRecoveryMs, type SoakObservations } from "./report";
import type { OutcomeKind } from "./retry";

const request = (startMs: number, endMs: number, outcome: OutcomeKind = "ok", op = "NearMe"): RequestRecord => ({
  op,
  startMs,
  endMs,
  outcome,
});
const fault = (atMs: number, restoredAtMs: number | null, kind: FaultRecord["kind"] = "redis-restart"): FaultRecord => ({
  kind,
  atMs,
  restoredAtMs,
  skipped: null,
});
const watch = (events: Array<[number, string]>): WatchRecord => ({
  label: "customer 1 orderUpdated",
  events: events.map(([receivedAtMs, key]) => ({ receivedAtMs, key })),
  endedAtMs: null,
  endReason: null,
  connections: 1,
  errorResults: 0,
});
const attempt = (key: string, final: OrderAttempt["final"], acknowledgedOrderId: string | null = null): OrderAttempt => ({
  idempotencyKey: key,
  firstSentMs: 0,
  tries: 1,
  acknowledgedOrderId,
  final,
});

describe("the window around a fault", () => {
  it("runs from a second before the fault until 10 s after the part ran again", () => {
    expect(faultWindow(fault(20_000, 21_500), 60_000)).toEqual({ fromMs: 20_000 - WINDOW_BEFORE_MS, toMs: 21_500 + WINDOW_AFTER_MS });
  });

  it("lasts until the end for a part that never came back, and does not exist for a skipped fault", () => {
    expect(faultWindow(fault(20_000, null), 60_000)).toEqual({ fromMs: 19_000, toMs: 70_000 });
    expect(faultWindow({ ...fault(20_000, null), skipped: "no Redis of its own" }, 60_000)).toBeNull();
  });

  it("holds every request that ran in it for any part of its time", () => {
    const windows = [{ fromMs: 19_000, toMs: 31_500 }];
    expect(aroundAFault(request(18_000, 19_500), windows)).toBe(true);
    expect(aroundAFault(request(31_000, 40_000), windows)).toBe(true);
    expect(aroundAFault(request(10_000, 18_999), windows)).toBe(false);
    expect(aroundAFault(request(31_501, 31_600), windows)).toBe(false);
  });
});

describe("the orders against PostgreSQL", () => {
  it("counts stored, duplicated, lost and mismatched orders per idempotency key", () => {
    const attempts = [
      attempt("a", "acknowledged", "o-a"),
      attempt("b", "acknowledged", "o-b"),
      attempt("c", "acknowledged", "o-c"),
      attempt("d", "acknowledged", "o-d"),
      attempt("e", "refused"),
      attempt("f", "gave-up"),
      attempt("g", "gave-up"),
    ];
    const stored = new Map([
      ["a", ["o-a"]],
      ["b", ["o-b", "o-b2"]],
      ["d", ["o-x"]],
      ["g", ["o-g"]],
    ]);
    const keyRows = new Map([
      ["a", ["o-a"]],
      ["b", ["o-b"]],
      ["d", ["o-x"]],
    ]);
    expect(judgeOrders(attempts, stored, keyRows)).toEqual({
      ordersAttempted: 7,
      ordersAcknowledged: 4,
      ordersStored: 4,
      ordersDuplicated: 1,
      ordersLost: 1,
      ordersMismatched: 1,
      ordersRefused: 1,
      ordersRefusedButStored: 0,
      ordersGaveUp: 2,
      ordersGaveUpButStored: 1,
      ordersKeyRowMismatched: 1,
    });
  });
});

describe("recovery after a fault", () => {
  const window = { fromMs: 9_000, toMs: 30_000 };

  it("is when requests succeed again after the last failure in the fault's window", () => {
    const requests = [
      request(8_000, 9_500),
      request(10_100, 10_200, "unavailable"),
      request(10_300, 11_000, "timeout"),
      request(10_500, 11_200),
      request(11_900, 12_000),
    ];
    expect(requestsRecoveryMs(fault(10_000, 10_400), window, requests)).toBe(1_200);
    expect(requestsRecoveryMs(fault(10_000, 10_400), window, [request(10_100, 10_200)])).toBe(0);
    expect(requestsRecoveryMs(fault(10_000, 10_400), window, [request(10_100, 10_200, "internal")])).toBeNull();
  });

  it("does not count a refusal as a failure: it is an answer", () => {
    expect(requestsRecoveryMs(fault(10_000, 10_400), window, [request(10_100, 10_200, "refused"), request(10_050, 10_100)])).toBe(0);
  });

  it("is when the subscription hears of a change asked for after the fault began, not of one already on its way", () => {
    const causes = new Map([
      [eventKey("o1", "CONFIRMED"), 9_900],
      [eventKey("o1", "PREPARING"), 10_500],
      [placedKey("o2"), 11_000],
    ]);
    const events = watch([
      [9_950, eventKey("o1", "CONFIRMED")],
      [10_200, eventKey("o1", "CONFIRMED")],
      [12_000, eventKey("o1", "PREPARING")],
    ]);
    expect(watchRecoveryMs(fault(10_000, 10_400), events, causes, Infinity)).toBe(2_000);
    expect(watchRecoveryMs(fault(10_000, 10_400), events, causes, 11_999)).toBeNull();
    expect(watchRecoveryMs(fault(10_000, 10_400), watch([[10_100, "unknown:KEY"]]), causes, Infinity)).toBeNull();
  });
});

describe("the soak's report", () => {
  const observations = (watches: WatchRecord[]): SoakObservations => ({
    loadMs: 60_000,
    requests: [
      request(1_000, 1_100),
      request(20_100, 20_200, "unavailable"),
      request(20_300, 20_400),
      request(45_000, 45_100, "internal", "Menu"),
    ],
    faults: [fault(20_000, 20_250), { ...fault(40_000, null, "postgres-restart"), skipped: "no PostgreSQL of its own" }],
    watches,
    attempts: [attempt("a", "acknowledged", "o-a")],
    moveCauses: new Map([[eventKey("o-a", "CONFIRMED"), 20_500]]),
    stored: new Map([["a", ["o-a"]]]),
    keyRows: new Map([["a", ["o-a"]]]),
  });

  it("splits the errors inside and outside the fault windows and times each fault's recovery", () => {
    const report = buildReport(
      observations([
        watch([
          [21_000, placedKey("o-a")],
          [21_500, eventKey("o-a", "CONFIRMED")],
        ]),
      ]),
    );
    expect(report).toMatchObject({
      seconds: 60,
      requests: 4,
      errors: 2,
      errorRate: 0.5,
      requestsOutsideFaults: 2,
      errorsOutsideFaults: 1,
      errorRateOutsideFaults: 0.5,
      errorsByKind: { unavailable: 1, internal: 1 },
      errorsByOperation: { "NearMe unavailable": 1, "Menu internal": 1 },
      ordersAttempted: 1,
      ordersStored: 1,
      ordersLost: 0,
      subscriptions: 1,
      subscriptionsRecovered: 1,
      subscriptionsChecked: 1,
      maxRecoverySeconds: 1.5,
    });
    expect(report.faults).toEqual([
      {
        kind: "redis-restart",
        at: 20,
        downSeconds: 0.25,
        skipped: null,
        requestsRecoverySeconds: 0.4,
        subscriptionsRecovered: 1,
        subscriptionsChecked: 1,
        subscriptionsRecoverySeconds: 1.5,
        recoverySeconds: 1.5,
        errorsInWindow: 1,
      },
      {
        kind: "postgres-restart",
        at: 40,
        downSeconds: null,
        skipped: "no PostgreSQL of its own",
        requestsRecoverySeconds: null,
        subscriptionsRecovered: 0,
        subscriptionsChecked: 0,
        subscriptionsRecoverySeconds: null,
        recoverySeconds: null,
        errorsInWindow: 0,
      },
    ]);
  });

  it("has no longest recovery when a subscription never came back", () => {
    const report = buildReport(
      observations([
        watch([[21_500, eventKey("o-a", "CONFIRMED")]]),
        { ...watch([]), endedAtMs: 20_100, endReason: "INTERNAL_SERVER_ERROR: x" },
      ]),
    );
    expect(report).toMatchObject({ subscriptionsRecovered: 1, subscriptionsChecked: 2, maxRecoverySeconds: null });
    expect(report.subscriptionsEnded).toEqual([{ label: "customer 1 orderUpdated", reason: "INTERNAL_SERVER_ERROR: x" }]);
  });
});

describe("when the faults happen", () => {
  it("spreads them from 20% to 70% of the load, one alone at 30%", () => {
    expect(faultSchedule(["node-kill", "redis-restart", "postgres-restart"], 180_000)).toEqual([
      { kind: "node-kill", atMs: 36_000 },
      { kind: "redis-restart", atMs: 81_000 },
      { kind: "postgres-restart", atMs: 126_000 },
    ]);
    expect(faultSchedule(["node-kill", "redis-restart"], 50_000).map((f) => f.atMs)).toEqual([10_000, 35_000]);
    expect(faultSchedule(["redis-restart"], 60_000)).toEqual([{ kind: "redis-restart", atMs: 18_000 }]);
  });
});
