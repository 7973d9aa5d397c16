import type { AppNode } from "./nodes";
import type { FaultKind, FaultRecord } from "./observations";
import type { OwnPostgres } from "./own-postgres";
import type { OwnRedis } from "./own-redis";
import { sleep, type Clock } from "./soak-client";

export const FAULT_KINDS: readonly FaultKind[] = ["node-kill", "redis-restart", "postgres-restart"];

export const isFaultKind = (value: string): value is FaultKind => (FAULT_KINDS as readonly string[]).includes(value);

/** The first fault at 20% of the load, the last at 70% (time to recover before the end), the others evenly between. */
export function faultSchedule(kinds: readonly FaultKind[], loadMs: number): Array<{ kind: FaultKind; atMs: number }> {
  return kinds.map((kind, index) => ({
    kind,
    atMs: Math.round(loadMs * (kinds.length === 1 ? 0.3 : 0.2 + (0.5 * index) / (kinds.length - 1))),
  }));
}

/** What the soak can break and mend. */
export interface FaultTargets {
  nodes: readonly AppNode[];
  redis: OwnRedis | null;
  postgres: OwnPostgres | null;
}

/** Why a fault cannot be caused here, or null. */
function cannot(kind: FaultKind, targets: FaultTargets): string | null {
  if (kind === "node-kill" && targets.nodes.length < 2) return "one app node only: killing it would leave nothing to fail over to";
  if (kind === "redis-restart" && !targets.redis) return "no Redis of the soak's own to restart";
  if (kind === "postgres-restart" && !targets.postgres) return "no PostgreSQL of the soak's own to restart";
  return null;
}

/**
 * Causes one fault now and mends it at once: a node is SIGKILLed (the `kills`-th of the nodes after
 * the first) and started again on its port;
 * Redis or PostgreSQL is stopped and started again on the same port and data. The record holds
 * when it began and when the part was running again.
 */
export async function causeFault(kind: FaultKind, targets: FaultTargets, clock: Clock, kills = 0): Promise<FaultRecord> {
  const atMs = clock();
  const skipped = cannot(kind, targets);
  if (skipped) return { kind, atMs, restoredAtMs: null, skipped };
  let detail: string;
  try {
    if (kind === "node-kill") {
      // Never the first node (it seeded the database); the others in turn.
      const node = targets.nodes[1 + (kills % (targets.nodes.length - 1))]!;
      detail = `${node.name} (port ${node.port})`;
      await node.kill();
      await node.start({ SEED_DEMO_DATA: "false" });
    } else if (kind === "redis-restart") {
      detail = `port ${targets.redis!.port}`;
      await targets.redis!.restart();
    } else {
      detail = `port ${targets.postgres!.port}`;
      await targets.postgres!.restart();
    }
  } catch (error) {
    return { kind, atMs, restoredAtMs: null, skipped: null, detail: `did not come back: ${(error as Error).message.slice(0, 500)}` };
  }
  return { kind, atMs, restoredAtMs: clock(), skipped: null, detail };
}

/** Waits for each fault's time and causes it; faults never overlap (a late one waits for the one before). */
export async function runFaults(
  schedule: ReadonlyArray<{ kind: FaultKind; atMs: number }>,
  targets: FaultTargets,
  clock: Clock,
  log: (line: string) => void,
): Promise<FaultRecord[]> {
  const records: FaultRecord[] = [];
  for (const { kind, atMs } of schedule) {
    await sleep(Math.max(0, atMs - clock()));
    log(`  ${(clock() / 1000).toFixed(1).padStart(6)} s  ${kind} ...`);
    const record = await causeFault(kind, targets, clock, records.filter((done) => done.kind === "node-kill").length);
    const outcome =
      record.skipped ??
      (record.restoredAtMs === null
        ? record.detail
        : `${record.detail}: back after ${((record.restoredAtMs - record.atMs) / 1000).toFixed(1)} s`);
    log(`  ${(clock() / 1000).toFixed(1).padStart(6)} s  ${kind}: ${outcome}`);
    records.push(record);
  }
  return records;
}
