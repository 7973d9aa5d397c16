import type { BalancerStats } from "./balancer";
import type { FaultReport, SoakReport } from "./report";

/** Whether the run meets issue 17's bar: nothing lost or doubled, errors only around faults, every subscription back within 10 s. */
export function verdicts(report: SoakReport): Array<{ ok: boolean; text: string }> {
  const faults = report.faults.filter((fault) => fault.skipped === null);
  return [
    { ok: report.ordersLost === 0, text: `acknowledged orders lost: ${report.ordersLost}` },
    { ok: report.ordersDuplicated === 0, text: `orders stored more than once: ${report.ordersDuplicated}` },
    {
      ok: report.ordersMismatched === 0 && report.ordersKeyRowMismatched === 0,
      text: `orders acknowledged or keyed as another order: ${report.ordersMismatched + report.ordersKeyRowMismatched}`,
    },
    { ok: report.ordersGaveUp === 0, text: `orders whose client gave up without an answer: ${report.ordersGaveUp}` },
    { ok: report.errorsOutsideFaults === 0, text: `errors outside the fault windows: ${report.errorsOutsideFaults}` },
    {
      ok: report.subscriptionsRecovered === report.subscriptionsChecked,
      text: `subscriptions back after each fault: ${report.subscriptionsRecovered}/${report.subscriptionsChecked}`,
    },
    {
      ok: faults.every((fault) => fault.subscriptionsRecoverySeconds !== null && fault.subscriptionsRecoverySeconds <= 10),
      text: `every subscription back within 10 s: slowest ${Math.max(0, ...faults.map((fault) => fault.subscriptionsRecoverySeconds ?? Infinity))} s`,
    },
  ];
}

const orNever = (value: number | null) => (value === null ? "never" : `${value} s`);

function faultLine(fault: FaultReport): string {
  if (fault.skipped) return `  ${fault.kind.padEnd(17)} at ${fault.at} s: SKIPPED (${fault.skipped})`;
  return (
    `  ${fault.kind.padEnd(17)} at ${String(fault.at).padStart(6)} s  ${fault.detail ?? ""}\n` +
    `      down ${orNever(fault.downSeconds)}; requests ok again after ${orNever(fault.requestsRecoverySeconds)}; ` +
    `subscriptions ${fault.subscriptionsRecovered}/${fault.subscriptionsChecked} back, the last after ${orNever(fault.subscriptionsRecoverySeconds)}; ` +
    `${fault.errorsInWindow} errors in its window`
  );
}

/** The human summary of a run. */
export function summaryLines(report: SoakReport, balancer: BalancerStats): string[] {
  const pct = (rate: number) => `${(rate * 100).toFixed(2)}%`;
  return [
    "",
    `Ruchi fault soak: ${report.seconds} s of load`,
    "",
    `Requests: ${report.requests} (${report.errors} errors, ${pct(report.errorRate)}); outside the fault windows ${report.requestsOutsideFaults} with ${report.errorsOutsideFaults} errors (${pct(report.errorRateOutsideFaults)})`,
    `  errors by kind: ${JSON.stringify(report.errorsByKind)}`,
    ...Object.entries(report.errorsByOperation).map(([what, count]) => `    ${String(count).padStart(5)}  ${what}`),
    "  the first errors:",
    ...report.firstErrors.map((line) => `    ${line}`),
    `  load balancer: ${balancer.requests} requests, ${balancer.retriedElsewhere} sent on to the next node after a refused connection, ${balancer.badGateway} answered 502, ${balancer.noNode} answered 503, ${balancer.websockets} websocket upgrades`,
    `Orders: ${report.ordersAttempted} attempted, ${report.ordersAcknowledged} acknowledged, ${report.ordersStored} stored, ` +
      `${report.ordersDuplicated} duplicated, ${report.ordersLost} lost, ${report.ordersRefused} refused, ${report.ordersGaveUp} given up (${report.ordersGaveUpButStored} of them stored)`,
    `Live subscriptions: ${report.subscriptions}; back after each fault: ${report.subscriptionsRecovered}/${report.subscriptionsChecked}` +
      (report.subscriptionsEnded.length > 0
        ? `; ended by the server: ${report.subscriptionsEnded.map((ended) => `${ended.label} (${ended.reason})`).join(", ")}`
        : ""),
    "Faults:",
    ...report.faults.map(faultLine),
    `Longest recovery: ${orNever(report.maxRecoverySeconds)}`,
    "",
    ...verdicts(report).map(({ ok, text }) => `  ${ok ? "ok  " : "FAIL"} ${text}`),
    "",
  ];
}
