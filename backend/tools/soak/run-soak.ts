import "reflect-metadata";
import { parseArgs } from "node:util";
import { FAULT_KINDS, isFaultKind } from "./faults";
import { runSoak } from "./soak";
import { summaryLines, verdicts } from "./summary";

/**
 * npm run soak: the fault soak of docs/architecture.md#budgets ("through a node kill, a Redis restart and a
 * PostgreSQL restart under load"). `-- --seconds N` sets the load's length (180), `-- --faults
 * node-kill,redis-restart` chooses the faults (all three), `-- --json` ends the output with one
 * line of JSON holding every figure. Exits 1 when the run misses the bar (see summary.ts).
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "180" },
    faults: { type: "string", default: FAULT_KINDS.join(",") },
    nodes: { type: "string", default: "3" },
    customers: { type: "string", default: "12" },
    browsers: { type: "string", default: "4" },
    admins: { type: "string", default: "2" },
    keep: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});

function count(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
}

async function main() {
  const faults = args.faults
    .split(",")
    .map((kind) => kind.trim())
    .filter(Boolean);
  const unknown = faults.filter((kind) => !isFaultKind(kind));
  if (unknown.length > 0) throw new Error(`unknown fault ${unknown.join(", ")}: choose from ${FAULT_KINDS.join(", ")}`);
  const result = await runSoak({
    seconds: count("seconds", args.seconds, 20, 3600),
    faults: faults.filter(isFaultKind),
    nodes: count("nodes", args.nodes, 1, 8),
    customers: count("customers", args.customers, 1, 200),
    browsers: count("browsers", args.browsers, 0, 200),
    admins: count("admins", args.admins, 0, 20),
    keep: args.keep,
    log: (line) => console.log(line),
  });
  for (const line of summaryLines(result.report, result.balancer)) console.log(line);
  if (result.dir) console.log(`Node logs kept in ${result.dir}`);
  const ok = verdicts(result.report).every((verdict) => verdict.ok);
  if (args.json) console.log(JSON.stringify({ ok, ...result.report, balancer: result.balancer }));
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
