import { rm, writeFile } from "node:fs/promises";
import { clockFile } from "./run-env";

/**
 * The app's clock of the order rules (backend common/clock.ts, TEST_CLOCK_FILE): moved forward so
 * an order placed for later is due to be released now, as if that time had come. The app reads
 * the file on each look and its release jobs look again every second. `reset` puts it back; a
 * spec that moves it resets it after its test (the worker's other specs share the app).
 */
export const appClock = {
  async moveTo(moment: Date): Promise<void> {
    await writeFile(clockFile(), String(moment.getTime() - Date.now()));
  },
  async reset(): Promise<void> {
    await rm(clockFile(), { force: true });
  },
};
