#!/usr/bin/env node
/**
 * The budget measurement of every page a person can land on (docs/architecture.md#budgets): Lighthouse, mobile
 * profile with simulated throttling, in Debian's Chromium, against a running production build,
 * in each language. Each run is a new tab of a new browser: the HTTP cache is empty (Lighthouse's
 * default), and so is the tab's sessionStorage.
 *
 *   npm run lighthouse -w frontend -- [--base http://127.0.0.1:4000] [--runs 3] [--json out.json]
 *                                     [--page /shop/home --page /auth/login ...] [--lang te ...]
 *                                     [--long-tasks] [--files]
 *
 * Without --page: the landing page, the login, the register and the verify-otp page as a
 * signed-out visitor; the shop home, the restaurant listing and the menu of the restaurant
 * nearest the demo town as the returning demo customer: signed in (a real session cookie) and
 * with the location permission granted (the browser answers with the demo town's coordinates,
 * as a phone that allowed it before would). A page given with --page is visited signed in when
 * it is a shop or admin page. The verify-otp page is opened as the register page leaves it: with
 * the new account's e-mail in the navigation state.
 *
 * Without --lang: English and Telugu. The language is chosen as a visitor's phone chooses it:
 * the browser's language (`--lang`, `--accept-lang`: navigator.languages and Accept-Language),
 * with nothing chosen on the device before; the signed-in customer's account (which the app
 * follows) is set to the same language for the run, as a customer reading that language has it,
 * and set back afterwards. Each run then checks that the page showed in that language
 * (`<html lang>`) and names the catalogue chunks it loaded: only the language's own.
 *
 * Prints, per page and language, the median of the runs: performance, accessibility, LCP, TBT,
 * CLS and the JavaScript (as transferred) the page loaded before it was interactive (and in the whole
 * load; see `figures`), and whether that is within the budget. --long-tasks also lists each
 * run's main-thread tasks over 50 ms and the script they are attributed to: what the TBT figure
 * is made of; --files the scripts loaded before interactive, with their sizes. The machine's
 * load average is printed before and after: Lighthouse's CPU figures (TBT above all) grow on a
 * busy machine.
 *
 * Lighthouse itself (~185 MB) is not a dependency of the repository: install it once outside it
 * and point LIGHTHOUSE_DIR at that directory (see `missingLighthouse` below). It never downloads a
 * browser; CHROMIUM (default /usr/bin/chromium) is used.
 */
/* global location, history, document -- withSignUpState and the page check run in the browser. */
import { createRequire } from "node:module";
import { existsSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pathToFileURL } from "node:url";

const LIGHTHOUSE_VERSION = "12.8.2";
const DEMO_TOWN = { latitude: 16.5449, longitude: 81.5212 };
const DEMO_CUSTOMER = { email: "customer@ruchi.test", password: "customer123" };
/** docs/architecture.md#budgets, for every page and language. */
const BUDGET = { performance: 95, accessibility: 100, jsKbBeforeInteractive: 180 };
/** Each language with the browser language a phone set to it announces. */
const LANGUAGES = { en: "en-IN", te: "te-IN" };
/** The e-mail the verify-otp page is opened with: the one the register page hands it. */
const NEW_ACCOUNT_EMAIL = "new.customer@ruchi.test";
const VERIFY_OTP_PATH = "/auth/verify-otp";
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
    lang: { type: "string", multiple: true },
    "long-tasks": { type: "boolean", default: false },
    files: { type: "boolean", default: false },
  },
});
const base = options.base.replace(/\/+$/, "");
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1 || runs > 20) fail(`--runs must be a whole number from 1 to 20, got "${options.runs}"`);
const languages = options.lang ?? Object.keys(LANGUAGES);
for (const language of languages) {
  if (!(language in LANGUAGES)) fail(`--lang must be one of ${Object.keys(LANGUAGES).join(", ")}, got "${language}"`);
}
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
  const { response } = await graphql("mutation PerfLogin($input: LoginInput!) { login(input: $input) { user { id } } }", {
    input: DEMO_CUSTOMER,
  });
  const setCookie = response.headers.get("set-cookie");
  if (!setCookie) throw new Error("The login answered without a session cookie");
  return setCookie.split(";")[0];
}

/** The account language of the signed-in customer (null: none chosen yet). */
async function accountLanguage(cookie) {
  const { data } = await graphql("query PerfAccountLanguage { me { preferredLanguage } }", {}, cookie);
  return data.me.preferredLanguage;
}

/** Sets the signed-in customer's account language: the app follows it once signed in. */
async function setAccountLanguage(cookie, language) {
  await graphql(
    "mutation PerfSetLanguage($language: Language!) { setPreferredLanguage(language: $language) { id } }",
    { language },
    cookie,
  );
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

/** Shop and admin pages are measured as the signed-in customer; the others as a visitor. */
const signedInPath = (pagePath) => /^\/(shop|admin)(\/|$)/.test(pagePath);

/**
 * The language catalogue chunks among the scripts (the build names them after their language:
 * `te-….js`, `en-public-….js` ...), by language.
 */
function catalogueLanguages(scripts) {
  const found = new Set();
  for (const request of scripts) {
    const file = new URL(request.url).pathname.split("/").pop() ?? "";
    for (const language of Object.keys(LANGUAGES)) if (file.startsWith(`${language}-`)) found.add(language);
  }
  return [...found].sort();
}

/**
 * The figures of one Lighthouse report. "Before interactive" counts the scripts the page asked
 * for before its load event (the entry, its chunks, the page's code): the app loads everything
 * it defers on purpose (the push listener, sheets and dialogs on demand) after that. Lighthouse's
 * simulated time to interactive cannot be compared with the requests' observed times, hence the
 * load event of the same (observed) run. Sizes are as transferred: bodies as the server sends them (for the hashed
 * files, the build's brotli copies at quality 11: frontend/scripts/precompress.ts) plus headers.
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
    scriptsBeforeInteractive: beforeInteractive.map((request) => ({ url: request.url.replace(base, ""), kb: request.transferSize / 1024 })),
    catalogues: catalogueLanguages(scripts),
    failedAccessibility: Object.values(lhr.categories.accessibility.auditRefs)
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id),
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

/**
 * Before the verify-otp page's own scripts run, the navigation state the register page leaves
 * (react-router keeps it in history.state under `usr`), so the page shows as after a sign-up
 * instead of sending the visitor back to the register page.
 */
function withSignUpState(pagePath, email) {
  if (location.pathname === pagePath && history.state === null) {
    history.replaceState({ usr: { email }, key: "signup", idx: 0 }, "");
  }
}

/** One Lighthouse run of a page in a fresh Chromium, in a language, as the visitor or the returning customer. */
async function measure({ lighthouse, puppeteer }, { pagePath, language, cookie }) {
  const locale = LANGUAGES[language];
  const browser = await puppeteer.launch({
    executablePath: chromium,
    headless: true,
    args: [...CHROME_FLAGS, `--lang=${locale}`, `--accept-lang=${locale},${language}`],
  });
  try {
    const origin = new URL(base).origin;
    await browser.defaultBrowserContext().overridePermissions(origin, ["geolocation"]);
    if (cookie) {
      const [name, ...value] = cookie.split("=");
      await browser.setCookie({ name, value: value.join("="), domain: new URL(base).hostname, path: "/", httpOnly: true, sameSite: "Lax" });
    }
    const page = await browser.newPage();
    await page.setGeolocation(DEMO_TOWN);
    if (pagePath === VERIFY_OTP_PATH) await page.evaluateOnNewDocument(withSignUpState, VERIFY_OTP_PATH, NEW_ACCOUNT_EMAIL);
    const result = await lighthouse(
      base + pagePath,
      { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], formFactor: "mobile" },
      undefined,
      page,
    );
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${pagePath}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${pagePath}: ${result.lhr.runtimeError.message}`);
    const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, path: location.pathname }));
    if (shown.path !== pagePath) throw new Error(`${pagePath} ended at ${shown.path}: the measurement would be of another page`);
    return { ...figures(result.lhr), lang: shown.lang };
  } finally {
    await browser.close();
  }
}

/** Lighthouse now and then loses a trace on a busy machine (NO_NAVSTART ...): that run is redone. */
async function measureWithRetry(tools, target, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(tools, target);
    } catch (error) {
      if (attempt >= attempts || /ended at/.test(String(error))) throw error;
      console.log(`  (run redone: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** What a page's medians miss of the budget, as words; empty when it is within. */
function overBudget(m) {
  const misses = [];
  if (m.performance < BUDGET.performance) misses.push(`performance ${m.performance} < ${BUDGET.performance}`);
  if (m.accessibility < BUDGET.accessibility) misses.push(`accessibility ${m.accessibility} < ${BUDGET.accessibility}`);
  if (m.jsKbBeforeInteractive > BUDGET.jsKbBeforeInteractive) {
    misses.push(`JS ${m.jsKbBeforeInteractive.toFixed(1)} KB > ${BUDGET.jsKbBeforeInteractive} KB`);
  }
  return misses;
}

/** What a run showed that it should not have: another language, or the other language's texts. */
function languageProblems(result, language) {
  const problems = [];
  if (result.lang !== language) problems.push(`<html lang> is "${result.lang}", not "${language}"`);
  const others = result.catalogues.filter((loaded) => loaded !== language);
  if (others.length > 0) problems.push(`loaded the catalogue of ${others.join(", ")} too`);
  return problems;
}

const tools = await loadLighthouse();
const cookie = await signIn();
const pages = options.page ?? [
  "/",
  "/auth/login",
  "/auth/register",
  VERIFY_OTP_PATH,
  "/shop/home",
  "/shop/listing",
  await menuPath(cookie),
];
const keys = [
  "performance",
  "accessibility",
  "lcpMs",
  "tbtMs",
  "cls",
  "interactiveMs",
  "jsKbBeforeInteractive",
  "jsFilesBeforeInteractive",
  "jsKbTotal",
  "jsFilesTotal",
];
const report = [];
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
console.log(
  `Lighthouse ${LIGHTHOUSE_VERSION}, mobile, ${runs} run(s) per page and language (${languages.join(", ")}) against ${base}; ` +
    `load average ${loadAverage()}`,
);
/** One run's line, and what --files and --long-tasks ask for. */
function printRun(pagePath, language, run, result) {
  console.log(
    `${pagePath} [${language}] run ${run}: perf ${result.performance}, a11y ${result.accessibility}, LCP ${(result.lcpMs / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, JS before interactive ${result.jsKbBeforeInteractive.toFixed(1)} KB ` +
      `(${result.jsFilesBeforeInteractive} files; ${result.jsKbTotal.toFixed(1)} KB in ${result.jsFilesTotal} in all)`,
  );
  for (const problem of languageProblems(result, language)) console.log(`  LANGUAGE: ${problem}`);
  if (result.failedAccessibility.length > 0) console.log(`  accessibility audits failed: ${result.failedAccessibility.join(", ")}`);
  for (const warning of result.warnings) console.log(`  warning: ${warning}`);
  if (options.files) {
    for (const script of result.scriptsBeforeInteractive) console.log(`  script ${script.kb.toFixed(1)} KB: ${script.url}`);
  }
  if (options["long-tasks"]) {
    for (const task of result.longTasks) {
      console.log(`  long task ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${task.url.replace(base, "")}`);
    }
  }
}

/** Every page in every language, in that order; the account language is set back afterwards. */
async function measureAll() {
  const languageBefore = await accountLanguage(cookie);
  try {
    for (const pagePath of pages) {
      for (const language of languages) {
        if (signedInPath(pagePath)) await setAccountLanguage(cookie, language);
        const results = [];
        for (let run = 1; run <= runs; run += 1) {
          const target = { pagePath, language, cookie: signedInPath(pagePath) ? cookie : null };
          const result = await measureWithRetry(tools, target);
          results.push(result);
          printRun(pagePath, language, run, result);
        }
        const summary = Object.fromEntries(keys.map((key) => [key, median(results.map((result) => result[key]))]));
        const problems = [...new Set(results.flatMap((result) => languageProblems(result, language)))];
        report.push({ page: pagePath, language, median: summary, overBudget: [...overBudget(summary), ...problems], runs: results });
      }
    }
  } finally {
    if (languageBefore) await setAccountLanguage(cookie, languageBefore);
  }
}
await measureAll();
console.log(`\nMedian of ${runs} (load average now ${loadAverage()}):`);
console.log(
  "| page | language | performance | accessibility | LCP | TBT | CLS | JS transferred before interactive | JS in the whole load | budget |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const { page, language, median: m, overBudget: misses } of report) {
  console.log(
    `| ${page} | ${language} | ${m.performance} | ${m.accessibility} | ${(m.lcpMs / 1000).toFixed(1)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(2)} | ` +
      `${m.jsKbBeforeInteractive.toFixed(1)} KB (${m.jsFilesBeforeInteractive} files) | ${m.jsKbTotal.toFixed(1)} KB (${m.jsFilesTotal} files) | ` +
      `${misses.length === 0 ? "within" : `over: ${misses.join("; ")}`} |`,
  );
}
if (options.json) {
  writeFileSync(
    options.json,
    JSON.stringify({ base, runs, languages, lighthouse: LIGHTHOUSE_VERSION, budget: BUDGET, pages: report }, null, 2),
  );
  console.log(`\nAll runs written to ${options.json}`);
}
