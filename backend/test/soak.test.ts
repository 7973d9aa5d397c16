import { execFileSync, spawn } from "node:child_process";
import path from "node:path";
import type { SoakReport } from "../tools/soak/report";

/**
 * The short fault soak: `npm run soak` for 30 s with one node kill and one Redis restart, as a
 * user runs it (the built backend: its own PostgreSQL and Redis, three app nodes behind its load
 * balancer). Only counts are asserted, never timings: every acknowledged order stored once, no
 * client left without an answer, every live subscription back after each fault.
 */
const TOOLS = path.join(__dirname, "..", "tools");
const SOAK = path.join(TOOLS, "dist", "soak", "run-soak.js");

function runSoak(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SOAK, ...args], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("error", reject);
    child.once("exit", (code) => resolve({ code, output }));
  });
}

describe("the fault soak, short", () => {
  // Compiled as `npm run soak` compiles it: the tools are not part of the backend's build.
  beforeAll(() => execFileSync(process.execPath, [path.join(TOOLS, "build.mjs")]));

  it("keeps every order once and brings every live subscription back through a node kill and a Redis restart", async () => {
    const { code, output } = await runSoak(["--seconds", "30", "--faults", "node-kill,redis-restart", "--browsers", "2", "--json"]);
    const last = output.trimEnd().split("\n").at(-1) ?? "";
    if (!last.startsWith("{")) throw new Error(`the soak printed no JSON (exit ${code}):\n${output.slice(-4000)}`);
    const report = JSON.parse(last) as SoakReport;
    try {
      expectCounts(report);
    } catch (error) {
      (error as Error).message += `\n\nThe soak's summary:${output.slice(0, output.lastIndexOf("{"))}`;
      throw error;
    }
  }, 150_000);
});

function expectCounts(report: SoakReport) {
  expect(report.faults.map((fault) => [fault.kind, fault.skipped, fault.downSeconds !== null])).toEqual([
    ["node-kill", null, true],
    ["redis-restart", null, true],
  ]);
  // A floor well below what even a busy machine places in 30 s (a few hundred): the soak must have placed orders at all.
  expect(report.ordersAttempted).toBeGreaterThanOrEqual(50);
  expect({
    lost: report.ordersLost,
    duplicated: report.ordersDuplicated,
    mismatched: report.ordersMismatched,
    keyRows: report.ordersKeyRowMismatched,
    gaveUp: report.ordersGaveUp,
    stored: report.ordersStored,
  }).toEqual({ lost: 0, duplicated: 0, mismatched: 0, keyRows: 0, gaveUp: 0, stored: report.ordersAcknowledged });
  expect(report.subscriptionsEnded).toEqual([]);
  expect(report.subscriptionsChecked).toBe(2 * report.subscriptions);
  expect(`${report.subscriptionsRecovered}/${report.subscriptionsChecked}`).toBe(
    `${report.subscriptionsChecked}/${report.subscriptionsChecked}`,
  );
}
