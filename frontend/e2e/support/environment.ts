import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { EnvironmentContext, JestEnvironmentConfig } from "@jest/environment";
import type { Circus } from "@jest/types";
import { TestEnvironment } from "jest-environment-node";
import { describeRequest, trackedPages, type TrackedPage } from "./page-registry";
import { RUN_ENV } from "./run-env";

/**
 * The node environment, plus: when a test (or a hook before it) fails, every page it still
 * has open is saved as a full-page screenshot with its URL and browser log, before the
 * afterEach hooks close the pages.
 */
export default class E2EEnvironment extends TestEnvironment {
  private readonly specName: string;
  private testStartedAt = 0;

  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    this.specName = path.basename(context.testPath).replace(/\.e2e\.ts$/, "");
  }

  async handleTestEvent(event: Circus.AsyncEvent | Circus.SyncEvent): Promise<void> {
    if (event.name === "test_start") this.testStartedAt = Date.now();
    if (event.name === "test_fn_failure") await this.capture(testTitle(event.test));
    if (event.name === "hook_failure" && event.hook.type !== "afterAll" && event.hook.type !== "afterEach") {
      await this.capture(`${event.hook.type}${event.test ? ` ${testTitle(event.test)}` : ""}`);
    }
  }

  private async capture(title: string) {
    const dir = process.env[RUN_ENV.artifactsDir];
    const open = [...trackedPages(this.global as unknown as Record<string, unknown>)].filter(({ page }) => !page.isClosed());
    // A page kept for the whole file but idle in this test is not what failed.
    const used = open.filter(({ lastActivity }) => lastActivity >= this.testStartedAt);
    const pages = used.length > 0 ? used : open;
    if (!dir || pages.length === 0) return;
    mkdirSync(dir, { recursive: true });
    const base = `${this.specName}--${title.replace(/[^\w-]+/g, "-").slice(0, 100)}`;
    for (const [index, tracked] of pages.entries()) {
      const { page, log } = tracked;
      const file = path.join(dir, `${base}${pages.length > 1 ? `-${index + 1}` : ""}`);
      try {
        await page.screenshot({ path: `${file}.png`, fullPage: true, timeout: 5_000 });
        writeFileSync(`${file}.txt`, [`test: ${title}`, `url: ${page.url()}`, ...unansweredLines(tracked), "", ...log].join("\n"));
        process.stderr.write(`e2e: "${title}" failed; screenshot ${file}.png\n`);
      } catch (error) {
        process.stderr.write(`e2e: no screenshot of "${title}": ${(error as Error).message}\n`);
      }
    }
  }
}

/** What the page was still waiting for when the test failed: a hung request explains a missing toast. */
function unansweredLines({ unanswered }: TrackedPage): string[] {
  const now = Date.now();
  return [...unanswered].map(([request, sentAt]) => `unanswered for ${now - sentAt} ms: ${describeRequest(request)}`);
}

function testTitle(test: Circus.TestEntry): string {
  const names: string[] = [test.name];
  for (let block: Circus.DescribeBlock | undefined = test.parent; block && block.name !== "ROOT_DESCRIBE_BLOCK"; block = block.parent) {
    names.unshift(block.name);
  }
  return names.join(" > ");
}
