/** What the global setup started, for the teardown (both run in the jest parent process). */
export interface RunState {
  root: string;
  artifactsDir: string;
  logFile: string;
  databaseName: string;
  redisPrefix: string;
  /** Undo steps, run last-first. */
  cleanups: Array<() => Promise<void>>;
  onSignal: (signal: NodeJS.Signals) => void;
}

const KEY = Symbol.for("ruchi.e2e.run");

export function setRunState(state: RunState): void {
  (globalThis as Record<symbol, unknown>)[KEY] = state;
}

export function takeRunState(): RunState | undefined {
  const holder = globalThis as Record<symbol, unknown>;
  const state = holder[KEY] as RunState | undefined;
  delete holder[KEY];
  return state;
}
