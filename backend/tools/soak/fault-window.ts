import type { FaultRecord, RequestRecord } from "./observations";

/**
 * The time around a fault in which errors are the fault's: from a second before it began (the
 * clocks of the fault and of the clients' requests are one, but a request is timed by its start)
 * until 10 s after the faulted part was running again. Errors outside every window are errors
 * the soak should never see.
 */
export const WINDOW_BEFORE_MS = 1_000;
export const WINDOW_AFTER_MS = 10_000;

export interface TimeWindow {
  fromMs: number;
  toMs: number;
}

/** The fault's window; null for a fault that was skipped. One that never came back lasts until `endMs`. */
export function faultWindow(fault: FaultRecord, endMs: number): TimeWindow | null {
  if (fault.skipped !== null) return null;
  const restored = fault.restoredAtMs ?? endMs;
  return { fromMs: fault.atMs - WINDOW_BEFORE_MS, toMs: Math.max(restored, fault.atMs) + WINDOW_AFTER_MS };
}

/** A request belongs to a window when any part of it, from sending to answer, lies inside. */
export const overlaps = (request: Pick<RequestRecord, "startMs" | "endMs">, window: TimeWindow): boolean =>
  request.startMs <= window.toMs && request.endMs >= window.fromMs;

/** Whether the request ran in the window of any fault. */
export const aroundAFault = (request: Pick<RequestRecord, "startMs" | "endMs">, windows: readonly TimeWindow[]): boolean =>
  windows.some((window) => overlaps(request, window));
