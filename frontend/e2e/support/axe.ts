import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const FAILING_IMPACTS = new Set(["serious", "critical"]);
const NODES_SHOWN = 5;

/**
 * Runs axe-core on the page as it is now and fails on every serious or critical violation,
 * listing rule, impact, help link and the offending elements. Wait for the state you want
 * checked (content loaded, not the skeleton) before calling it.
 */
export async function expectNoA11yViolations(page: Page, label = new URL(page.url()).pathname): Promise<void> {
  await finishRunningTransitions(page);
  // Only violations are read, so axe need not collect every passing node (much faster on big grids).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  if (failing.length === 0) return;
  const report = failing.map((violation) => {
    const nodes = violation.nodes.slice(0, NODES_SHOWN).map((node) => {
      const summary = (node.failureSummary ?? "")
        .split("\n")
        .map((line) => `        ${line.trim()}`)
        .join("\n");
      return `      at ${node.target.join(" ")}\n        ${node.html.slice(0, 160)}\n${summary}`;
    });
    const more = violation.nodes.length > NODES_SHOWN ? [`      ... and ${violation.nodes.length - NODES_SHOWN} more`] : [];
    return [`  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`, ...nodes, ...more].join("\n");
  });
  throw new Error(`${label}: ${failing.length} serious/critical accessibility violation(s)\n${report.join("\n")}`);
}

/**
 * Waits (up to a second) for the CSS transitions and animations that will end: a button fading
 * from its disabled colour to its enabled one would otherwise be measured halfway (a contrast
 * failure nobody sees). Endless ones (spinners, skeleton shimmer) are left running.
 */
async function finishRunningTransitions(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 1_000))]);
  });
}
