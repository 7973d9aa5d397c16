import "reflect-metadata";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Client } from "pg";
import { loadConfig } from "@ruchi/backend/dist/config";
import { startServer } from "@ruchi/backend/dist/server";
import { DEMO_TOWN } from "@ruchi/backend/dist/db/seed/demo-town";
import { load, type LoadResult } from "./load";
import { startRawNearEndpoint } from "./raw-near-endpoint";
import { fillLargeTown } from "./large-town";

/**
 * npm run bench: the budgets of docs/architecture.md#budgets, measured in one run on this machine. Uses the local
 * PostgreSQL and Redis (DATABASE_URL / REDIS_URL of the bench database's server, default
 * 127.0.0.1), in a database of its own that it drops afterwards. `-- --large` adds the 10,000
 * restaurant / 500,000 item run; `-- --seconds N` sets each load run's length; `-- --json` (which
 * implies --large) ends the output with one line of JSON holding every figure.
 */
const { values: args } = parseArgs({
  options: {
    seconds: { type: "string", default: "8" },
    large: { type: "boolean", default: false },
    json: { type: "boolean", default: false },
  },
});
const seconds = Number(args.seconds);
const large = args.large || args.json;
/** A keyword matching a tenth of the large town's items (large-town.ts names them in ten kinds), and one matching a handful. */
const COMMON_KEYWORD = "idli";
const RARE_KEYWORD = "paneer curry 17";
/** GraphQL and the hand-written endpoint take turns this many times (the median round counts). */
const ROUNDS = 3;
/** The large-town comparisons run at 4 connections, both sides in the same run. */
const LARGE_CONNECTIONS = 4;
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
const DATABASE = "ruchi_bench";

const NEAR = `query Near($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng, sort: PRICE_LOW_TO_HIGH) {
  total items { id name image address category openingTime closingTime priceForTwo deliveryTime rating isOpenNow distanceKm } } }`;
const MENU = `query Menu($id: ID!) { restaurant(id: $id) { id name address category openingTime closingTime priceForTwo rating isOpenNow
  menuItems { id name image category isVeg originalPrice offerPrice discount isAvailable rating } } }`;
const SEARCH = `query Search($k: String!, $lat: Float!, $lng: Float!) { searchMenuItems(keyword: $k, latitude: $lat, longitude: $lng) {
  id name offerPrice restaurant { id name isOpenNow } } }`;
const CART = `{ cart { id itemCount total items { menuItemId name quantity price } } }`;

function databaseUrl(name: string) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The signed-in session of the measurements. */
const BENCH_ACCOUNT = { email: "bench@ruchi.test", password: "bench-password-not-secret" };

async function admin(sql: string) {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql);
  await client.end();
}

const row = (name: string, r: LoadResult) =>
  `${name.padEnd(44)} ${String(r.requestsPerSecond).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p95 ${String(r.p95).padStart(5)} ms   p99 ${String(r.p99).padStart(4)} ms${r.errors + r.non2xx > 0 ? `   (${r.errors} errors, ${r.non2xx} non-2xx)` : ""}`;

/** A run's figures for the JSON line. */
const figures = (r: LoadResult) => ({
  requestsPerSecond: r.requestsPerSecond,
  p50Ms: r.p50,
  p95Ms: r.p95,
  p99Ms: r.p99,
  errors: r.errors + r.non2xx,
});
const ratioOf = (a: number, b: number) => (b === 0 ? null : Math.round((a / b) * 100) / 100);

async function main() {
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "ruchi-bench-"));
  let recording: string[] | null = null;
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "0",
    DATABASE_URL: databaseUrl(DATABASE),
    REDIS_URL: redisUrl,
    REDIS_PREFIX: "bench:",
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: "true",
    // Production has no demo accounts (their passwords are public): the bench signs in as an
    // account of its own.
    BOOTSTRAP_ADMIN_EMAIL: BENCH_ACCOUNT.email,
    BOOTSTRAP_ADMIN_PASSWORD: BENCH_ACCOUNT.password,
    SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
    LOG_LEVEL: "silent",
  });
  const running = await startServer(config, { onQuery: (sql) => recording?.push(sql) });
  const raw = await startRawNearEndpoint(databaseUrl(DATABASE));
  const base = `http://127.0.0.1:${running.port}`;
  try {
    const login = await fetch(`${base}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `mutation($input: LoginInput!) { login(input: $input) { user { id } } }`,
        variables: { input: BENCH_ACCOUNT },
      }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    const headers = { "content-type": "application/json", cookie };
    const gqlBody = (query: string, variables: object) => JSON.stringify({ query, variables });
    const point = { lat: DEMO_TOWN.latitude, lng: DEMO_TOWN.longitude };
    const nearBody = gqlBody(NEAR, point);

    const post = async <T = unknown>(body: string): Promise<T> => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers, body });
      const json = (await res.json()) as { data?: T; errors?: unknown[] };
      if (json.errors) throw new Error(`bench query failed: ${JSON.stringify(json.errors)}`);
      return json.data!;
    };
    const near = await post<{ restaurantsNear: { total: number; items: Array<{ id: string }> } }>(nearBody);
    const rawJson = await (await fetch(`${raw.url}/raw/near?lat=${point.lat}&lng=${point.lng}`)).json();
    const same = JSON.stringify(rawJson) === JSON.stringify({ data: near });
    const menuRestaurant = near.restaurantsNear.items[0]!.id;
    // The cart's figures are measured with a dish that needs no choice (not a biryani's Half or Full).
    const dishes = await post<{ restaurant: { menuItems: Array<{ id: string; optionGroups: Array<{ minChoices: number }> }> } }>(
      gqlBody(`query($id: ID!) { restaurant(id: $id) { menuItems { id optionGroups { minChoices } } } }`, { id: menuRestaurant }),
    );
    const item = dishes.restaurant.menuItems.find((dish) => dish.optionGroups.every((group) => group.minChoices === 0))!;
    await post(JSON.stringify({ query: `mutation($id: ID!) { addToCart(menuItemId: $id) { id } }`, variables: { id: item.id } })).catch(
      () => undefined,
    );

    const statements = async (body: string) => {
      recording = [];
      await post(body);
      const count = recording.filter((sql) => !/^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(sql)).length;
      recording = null;
      return count;
    };
    console.log(`\nRuchi bench (${seconds} s per run, 10 connections, 2 cores; demo town: ${near.restaurantsNear.total} restaurants)\n`);
    console.log("SQL statements per operation, signed in (public documents such as near-me, menu and search read no session):");
    console.log(`  near-me list        ${await statements(nearBody)}`);
    const menuPageStatements = await statements(gqlBody(MENU, { id: menuRestaurant }));
    console.log(`  menu page           ${menuPageStatements}   (budget ≤ 3)`);
    console.log(`  search              ${await statements(gqlBody(SEARCH, { k: "biryani", ...point }))}`);
    console.log(`  cart                ${await statements(JSON.stringify({ query: CART }))}`);
    console.log(`\nThe raw endpoint answers the same JSON as GraphQL: ${same ? "yes" : "NO"}\n`);
    if (!same) console.log(JSON.stringify(rawJson).slice(0, 400), "\n", JSON.stringify({ data: near }).slice(0, 400));

    // Warm-up (JIT, pools, caches), not measured, as long as a measured run: the GraphQL path has
    // far more code for V8 to optimise than the hand-written one, and took longer to reach its pace.
    await load({ url: `${base}/graphql`, method: "POST", headers, body: nearBody, seconds });
    await load({ url: `${raw.url}/raw/near?lat=${point.lat}&lng=${point.lng}`, seconds });
    // The two sides take turns, ROUNDS times, and the ratio is the median of the rounds' ratios: a
    // moment when the shared machine is busy lands on one round of one side, not on the verdict.
    const rounds: Array<{ graphql: LoadResult; raw: LoadResult; ratio: number }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const graphql = await load({ url: `${base}/graphql`, method: "POST", headers, body: nearBody, seconds });
      const rawRound = await load({ url: `${raw.url}/raw/near?lat=${point.lat}&lng=${point.lng}`, seconds });
      rounds.push({ graphql, raw: rawRound, ratio: graphql.requestsPerSecond / rawRound.requestsPerSecond });
    }
    const { graphql: graphqlNear, raw: rawNear, ratio } = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(ROUNDS / 2)]!;
    for (const [i, r] of rounds.entries()) {
      console.log(row(`round ${i + 1}: near-me over GraphQL, with a session`, r.graphql));
      console.log(row(`round ${i + 1}: same list, hand-written express + pg`, r.raw), `  ${(r.ratio * 100).toFixed(0)}%`);
    }
    const menu = await load({ url: `${base}/graphql`, method: "POST", headers, body: gqlBody(MENU, { id: menuRestaurant }), seconds });
    console.log(row("menu page over GraphQL", menu));
    const halfRate = Math.max(1, Math.round(graphqlNear.requestsPerSecond / 2));
    const atHalf = await load({ url: `${base}/graphql`, method: "POST", headers, body: nearBody, seconds, overallRate: halfRate });
    console.log(row(`near-me at half saturation (${halfRate} req/s)`, atHalf));

    console.log(`\nBudgets (docs/architecture.md#budgets):`);
    console.log(
      `  near-me GraphQL / raw express+pg: ${(ratio * 100).toFixed(0)}%   (median of ${ROUNDS} rounds; budget ≥ 70%)  ${ratio >= 0.7 ? "ok" : "OVER BUDGET"}`,
    );
    console.log(`  near-me p99 at half saturation:   ${atHalf.p99} ms (budget ≤ 50 ms)  ${atHalf.p99 <= 50 ? "ok" : "OVER BUDGET"}`);

    const report: Record<string, unknown> = {
      seconds,
      nearMeToRawRatio: Math.round(ratio * 100) / 100,
      p99AtHalfSaturationMs: atHalf.p99,
      nearMeRounds: rounds.map((r) => ({
        graphqlRequestsPerSecond: r.graphql.requestsPerSecond,
        rawRequestsPerSecond: r.raw.requestsPerSecond,
        ratio: Math.round(r.ratio * 100) / 100,
      })),
      menuPageStatements,
      sameJson: same,
      nearMeGraphql: figures(graphqlNear),
      nearMeRaw: figures(rawNear),
      menuPage: figures(menu),
      halfSaturation: { ...figures(atHalf), targetRequestsPerSecond: halfRate },
    };

    if (large) {
      const at4 = (body: string) =>
        load({ url: `${base}/graphql`, method: "POST", headers, body, seconds, connections: LARGE_CONNECTIONS });
      // Each side's p95 is the median of ROUNDS runs: one busy moment of the shared machine moves
      // one run, not the verdict. The large town's first requests warm its caches, unmeasured.
      const medianP95 = async (body: string) => {
        const runs: LoadResult[] = [];
        for (let round = 0; round < ROUNDS; round += 1) runs.push(await at4(body));
        return runs.sort((a, b) => a.p95 - b.p95)[Math.floor(ROUNDS / 2)]!;
      };
      const demoNear = await medianP95(nearBody);
      console.log(row(`near-me, demo town, ${LARGE_CONNECTIONS} conn. (median p95)`, demoNear));
      console.log("\nLarge town: filling 10,000 restaurants and 500,000 menu items ...");
      const explain = await fillLargeTown(databaseUrl(DATABASE), [COMMON_KEYWORD, RARE_KEYWORD]);
      await load({ url: `${base}/graphql`, method: "POST", headers, body: nearBody, seconds: 2, connections: LARGE_CONNECTIONS });
      const largeNear = await medianP95(nearBody);
      console.log(row(`near-me, 10k restaurants, ${LARGE_CONNECTIONS} conn. (median p95)`, largeNear));
      const common = await at4(gqlBody(SEARCH, { k: COMMON_KEYWORD, ...point }));
      console.log(row(`search '${COMMON_KEYWORD}' (a tenth of 500k items)`, common));
      const rare = await at4(gqlBody(SEARCH, { k: RARE_KEYWORD, ...point }));
      console.log(row(`search '${RARE_KEYWORD}' (rare)`, rare));
      const nearGrowth = ratioOf(largeNear.p95, demoNear.p95);
      const searchSpread = ratioOf(common.p95, rare.p95);
      console.log(
        `\n  near-me p95, 10k ÷ demo town:     ${nearGrowth} (budget ≤ 1.5)  ${nearGrowth !== null && nearGrowth <= 1.5 ? "ok" : "OVER BUDGET"}`,
      );
      console.log(
        `  search p95, common ÷ rare:        ${searchSpread} (budget ≤ 2)  ${searchSpread !== null && searchSpread <= 2 ? "ok" : "OVER BUDGET"}`,
      );
      console.log(`\nEXPLAIN near-me:\n${explain.near}`);
      for (const [keyword, plan] of Object.entries(explain.search)) console.log(`\nEXPLAIN search '${keyword}':\n${plan}`);
      Object.assign(report, {
        largeNearMeP95Growth: nearGrowth,
        largeSearchCommonToRareP95: searchSpread,
        demoNearMe4: figures(demoNear),
        largeNearMe: figures(largeNear),
        largeSearchCommon: { keyword: COMMON_KEYWORD, ...figures(common) },
        largeSearchRare: { keyword: RARE_KEYWORD, ...figures(rare) },
        explain,
      });
    }
    if (args.json) console.log(JSON.stringify(report));
  } finally {
    await raw.stop();
    await running.stop();
    await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
