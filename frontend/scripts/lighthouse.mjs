#!/usr/bin/env node
/**
 * The storefront budget measurement (DESIGN §9): Lighthouse, mobile profile with simulated
 * throttling, in Debian's Chromium, against a running production build, as a returning demo
 * customer: signed in (a real session cookie) and with the location permission granted (the
 * browser answers with the demo town's coordinates, as a phone that allowed it before would).
 * Each run is a new tab of a new browser: the HTTP cache is empty (Lighthouse's default), and so
 * is the tab's sessionStorage, where the shop keeps the location only for the tab; the location
 * therefore comes from the browser's geolocation, without a prompt, as for a customer who allowed
 * it on an earlier visit and opens the shop again.
 *
 *   npm run lighthouse -w frontend -- [--base http://127.0.0.1:4000] [--runs 3] [--json out.json]
 *                                     [--page /shop/home --page /shop/search ...] [--long-tasks]
 *
 * Without --page: /shop/home, /shop/listing and the menu of the restaurant nearest the demo town.
 * The machine's load average is printed before and after: Lighthouse's CPU figures (TBT above all)
 * grow on a busy machine.
 *
 * Prints, per page, the median of the runs: performance, accessibility, LCP, TBT, CLS and the
 * gzipped JavaScript the page loaded before it was interactive (and in the whole load; see
 * `figures`). --long-tasks also lists each run's main-thread tasks over 50 ms and the script they
 * are attributed to: what the TBT figure is made of.
 *
 * Lighthouse itself (~185 MB) is not a dependency of the repository: install it once outside it
 * and point LIGHTHOUSE_DIR at that directory (see `missingLighthouse` below). It never downloads a
 * browser; CHROMIUM (default /usr/bin/chromium) is used.
 */
import { createRequire } from "node:module";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const LIGHTHOUSE_VERSION = "12.8.2";
const DEMO_TOWN = { latitude: 16.5449, longitude: 81.5212 };
const DEMO_CUSTOMER = { email: "customer@ruchi.test", password: "customer123" };
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const { values: options } = parseArgs({
  options: {
    base: { type: "string", default: process.env.RUCHI_URL ?? "http://127.0.0.1:4000" },
    runs: { type: "string", default: "3" },
    json: { type: "string" },
    page: { type: "string", multiple: true },
    "long-tasks": { type: "boolean", default: false },
  },
});
const base = options.base.replace(/\/+$/, "");
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail(`--runs must be a whole number from 1 to 20, got "${options.runs}"`);
const chromium = process.env.CHROMIUM ?? "/usr/bin/chromium";
if (!existsSync(chromium)) fail(`No Chromium at ${chromium} (set CHROMIUM to its path)`);

function fail(message) {
  console.error(message);
  process.exit(1);
}

function missingLighthouse(dir) {
  fail(
    `Lighthouse is not installed in ${dir}. Install it once, outside the repository:\n` +
      `  mkdir -p ${dir} && cd ${dir} && npm init -y >/dev/null && npm install lighthouse@${LIGHTHOUSE_VERSION} --no-audit --no-fund\n` +
      `or set LIGHTHOUSE_DIR to a directory where it is installed.`,
  );
}

/** Lighthouse and the puppeteer-core it ships with, loaded from LIGHTHOUSE_DIR. */
async function loadLighthouse() {
  const dir = path.resolve(process.env.LIGHTHOUSE_DIR ?? path.join(os.homedir(), ".cache", "ruchi-lighthouse"));
  const require = createRequire(path.join(dir, "package.json"));
  let lighthousePath, puppeteerPath;
  try {
    lighthousePath = require.resolve("lighthouse");
    puppeteerPath = require.resolve("puppeteer-core");
  } catch {
    missingLighthouse(dir);
  }
  const { default: lighthouse } = await import(pathToFileURL(lighthousePath).href);
  const { default: puppeteer } = await import(pathToFileURL(puppeteerPath).href);
  return { lighthouse, puppeteer };
}

async function graphql(query, variables, cookie) {
  const response = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) throw new Error(`GraphQL failed (${response.status}): ${JSON.stringify(body.errors ?? body)}`);
  return { data: body.data, response };
}

/** Signs the demo customer in and returns the session cookie (name=value). */
async function signIn() {
  const { response } = await graphql(
    "mutation PerfLogin($input: LoginInput!) { login(input: $input) { user { id } } }",
    { input: DEMO_CUSTOMER },
  );
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error("The login answered without a session cookie");
  return setCookie.split(";")[0];
}

/** The menu page of the nearest restaurant delivering to the demo town. */
async function menuPath(cookie) {
  const { data } = await graphql(
    "query PerfNearest($latitude: Float!, $longitude: Float!) { restaurantsNear(latitude: $latitude, longitude: $longitude, limit: 1) { items { id } } }",
    DEMO_TOWN,
    cookie,
  );
  const first = data.restaurantsNear.items[0];
  if (!first) throw new Error("No restaurant delivers to the demo town: start the server with SEED_DEMO_DATA=true");
  return `/shop/listing/${first.id}`;
}

/**
 * The figures of one Lighthouse report. "Before interactive" counts the scripts the page asked
 * for before its load event (the entry, its chunks, the page's code): the app loads everything
 * it defers on purpose (the push listener, sheets and dialogs on demand) after that. Lighthouse's
 * simulated time to interactive cannot be compared with the requests' observed times, hence the
 * load event of the same (observed) run. Sizes are as transferred: gzipped bodies plus headers.
 */
function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const { observedLoad } = audit("metrics").details.items[0];
  const requests = audit("network-requests").details.items;
  const scripts = requests.filter((request) => request.resourceType === "Script" && request.url.startsWith(base));
  const kb = (list) => list.reduce((sum, request) => sum + request.transferSize, 0) / 1024;
  const beforeInteractive = scripts.filter((request) => request.networkRequestTime < observedLoad);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcpMs: audit("largest-contentful-paint").numericValue,
    tbtMs: audit("total-blocking-time").numericValue,
    cls: audit("cumulative-layout-shift").numericValue,
    interactiveMs: audit("interactive").numericValue,
    jsKbBeforeInteractive: kb(beforeInteractive),
    jsFilesBeforeInteractive: beforeInteractive.length,
    jsKbTotal: kb(scripts),
    jsFilesTotal: scripts.length,
    longTasks: longTasks(lhr),
    warnings: lhr.runWarnings,
  };
}

/** The run's main-thread tasks over 50 ms (observed, before throttling), longest first: what TBT is made of. */
function longTasks(lhr) {
  const items = lhr.audits["long-tasks"]?.details?.items ?? [];
  return items
    .map((task) => ({ url: task.url, startMs: task.startTime, durationMs: task.duration }))
    .sort((a, b) => b.durationMs - a.durationMs);
}

/** One Lighthouse run of a page in a fresh Chromium, as the returning customer. */
async function measure({ lighthouse, puppeteer }, url, cookie) {
  const browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: CHROME_FLAGS });
  try {
    const origin = new URL(base).origin;
    await browser.defaultBrowserContext().overridePermissions(origin, ["geolocation"]);
    const [name, ...value] = cookie.split("=");
    await browser.setCookie({ name, value: value.join("="), domain: new URL(base).hostname, path: "/", httpOnly: true, sameSite: "Lax" });
    const page = await browser.newPage();
    await page.setGeolocation(DEMO_TOWN);
    const result = await lighthouse(
      url,
      { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], formFactor: "mobile" },
      undefined,
      page,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
    return figures(result.lhr);
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART ...): that run is redone. */
async function measureWithRetry(tools, url, cookie, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(tools, url, cookie);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (run redone: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const tools = await loadLighthouse();
const cookie = await signIn();
const pages = options.page ?? ["/shop/home", "/shop/listing", await menuPath(cookie)];
const keys = ["performance", "accessibility", "lcpMs", "tbtMs", "cls", "interactiveMs", "jsKbBeforeInteractive", "jsFilesBeforeInteractive", "jsKbTotal", "jsFilesTotal"];
const report = [];
console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${runs} run(s) per page against ${base}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
for (const pagePath of pages) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await measureWithRetry(tools, base + pagePath, cookie);
    results.push(result);
    const line = `${pagePath} run ${run}: perf ${result.performance}, a11y ${result.accessibility}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, JS before interactive ${result.jsKbBeforeInteractive.toFixed(1)} KB ` +
      `(${result.jsFilesBeforeInteractive} files; ${result.jsKbTotal.toFixed(1)} KB in ${result.jsFilesTotal} in all)`;
    console.log(line);
    for (const warning of result.warnings) console.log(`  warning: ${warning}`);
    if (options["long-tasks"]) {
      for (const task of result.longTasks) {
        console.log(`  long task ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.url.replace(base, "")}`);
      }
    }
  }
  const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
  report.push({ page: pagePath, median: summary, runs: results });
}
console.log(`\nMedian of ${runs} (load average now ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}):`);
console.log("| page | performance | accessibility | LCP | TBT | CLS | JS gzipped before interactive | JS in the whole load |");
console.log("|---|---|---|---|---|---|---|---|");
for (const { page, median: m } of report) {
  console.log(
    `| ${page} | ${m.performance} | ${m.accessibility} | ${(m.lcpMs / 1000).toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(2)} | ` +
      `${m.jsKbBeforeInteractive.toFixed(1)} KB (${m.jsFilesBeforeInteractive} files) | ${m.jsKbTotal.toFixed(1)} KB (${m.jsFilesTotal} files) |`,
  );
}
if (options.json) {
  writeFileSync(options.json, JSON.stringify({ base, runs, lighthouse: LIGHTHOUSE_VERSION, pages: report }, null, 2));
  console.log(`\nAll runs written to ${options.json}`);
}
