import request from "supertest";
import { startServer } from "../src/server";
import { graphql } from "./gql";
import { signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertRestaurant, TOWN } from "./support/fixtures";
import { errorCode, gql, type GraphQLResult } from "./support/graphql";
import { RESTAURANTS_NEAR } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

/**
 * Requests per day per key: every request a key makes is counted for its Asia/Kolkata day, on
 * whichever node it arrives, and the superadmin reads the sums on any node (api-key-request-counter.ts).
 */

const API_KEY_USAGE = graphql(`
  query ApiKeyUsage($days: Int) {
    apiKeys {
      id
      requestsPerMinute
      requestsToday
      requestsPerDay(days: $days) { date requests rateLimited }
      restaurants { id name }
    }
  }
`);

const near = { lat: TOWN.latitude, lng: TOWN.longitude };
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** The Asia/Kolkata day `daysAgo` days before now, YYYY-MM-DD. */
const kolkataDay = (daysAgo = 0) => new Date(Date.now() + IST_OFFSET_MS - daysAgo * DAY_MS).toISOString().slice(0, 10);

type Usage = NonNullable<Awaited<ReturnType<typeof readUsage>>["data"]>["apiKeys"][number];

function readUsage(agent: request.Agent, days?: number | null) {
  return gql(agent, API_KEY_USAGE, days === undefined ? {} : { days });
}

async function usageOf(agent: request.Agent, keyId: string, days?: number): Promise<Usage> {
  const answer = await readUsage(agent, days);
  if (!answer.data) throw new Error(`apiKeys failed: ${JSON.stringify(answer.errors)}`);
  const key = answer.data.apiKeys.find((entry) => entry.id === keyId);
  if (!key) throw new Error(`key ${keyId} is not listed`);
  return key;
}

/** Sends `count` requests with the key to the node at url; returns their HTTP statuses. */
async function send(url: string, secret: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i += 1) statuses.push((await gql(keyAgent(url, secret), RESTAURANTS_NEAR, near)).status);
  return statuses;
}

const fieldsOf = (answer: GraphQLResult) =>
  (answer.errors?.[0]?.extensions?.fields as Array<{ field: string }> | undefined)?.map((entry) => entry.field);

describe("requests per day per key, with Redis", () => {
  let app: TestApp;
  let superadmin: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    app = await startTestApp();
    superadmin = await signedInStaff(app, "superadmin");
  });
  afterAll(() => app.stop());

  const catalogueKey = (name: string, requestsPerMinute?: number) =>
    createApiKey(superadmin.agent, { name, scopes: ["CATALOGUE_READ"], requestsPerMinute });

  it("counts each request of a key for today, shows it at once on the node and again after the flush, other keys untouched", async () => {
    const busy = await catalogueKey("Busy partner");
    const quiet = await catalogueKey("Quiet partner");
    const today = kolkataDay();
    expect(await send(app.url, busy.secret, 5)).toEqual([200, 200, 200, 200, 200]);

    const before = await usageOf(superadmin.agent, busy.apiKey.id);
    expect(before.requestsToday).toBe(5);
    expect(before.requestsPerDay).toHaveLength(14);
    // Today in India (the later of two days only if the test ran across midnight).
    expect([today, kolkataDay()]).toContain(before.requestsPerDay[0]!.date);
    expect(before.requestsPerDay[0]).toMatchObject({ requests: 5, rateLimited: 0 });
    expect(before.requestsPerDay.slice(1).every((day) => day.requests === 0 && day.rateLimited === 0)).toBe(true);

    await app.running.services.apiKeyRequests.flush();
    const stored = await app.db.query(`SELECT requests, rate_limited FROM api_key_daily_requests WHERE api_key_id = $1`, [busy.apiKey.id]);
    expect(stored.rows).toEqual([{ requests: 5, rate_limited: 0 }]);
    expect((await usageOf(superadmin.agent, busy.apiKey.id)).requestsToday).toBe(5);
    expect((await usageOf(superadmin.agent, quiet.apiKey.id)).requestsToday).toBe(0);
  });

  it("sums the requests of every node, read on either", async () => {
    const peer = await app.startPeer();
    const { apiKey, secret } = await catalogueKey("Partner behind a load balancer");
    await send(app.url, secret, 3);
    await send(peer.url, secret, 4);
    await app.running.services.apiKeyRequests.flush();
    await peer.services.apiKeyRequests.flush();

    expect((await usageOf(superadmin.agent, apiKey.id)).requestsToday).toBe(7);
    const onPeer = request.agent(peer.url).set("Cookie", superadmin.cookie) as unknown as request.Agent;
    expect((await usageOf(onPeer, apiKey.id)).requestsToday).toBe(7);
  });

  it("saves a node's counts when it stops", async () => {
    const { apiKey, secret } = await catalogueKey("Partner of a node that stops");
    const node = await startServer(app.config);
    try {
      await send(`http://127.0.0.1:${node.port}`, secret, 3);
    } finally {
      await node.stop();
    }
    expect((await usageOf(superadmin.agent, apiKey.id)).requestsToday).toBe(3);
  });

  it("counts the requests its rate limit refused apart from the ones it let through", async () => {
    const { apiKey, secret } = await catalogueKey("Hasty partner", 2);
    expect(await send(app.url, secret, 5)).toEqual([200, 200, 429, 429, 429]);
    const usage = await usageOf(superadmin.agent, apiKey.id);
    expect(usage.requestsPerMinute).toBe(2);
    expect(usage.requestsToday).toBe(2);
    expect(usage.requestsPerDay[0]).toMatchObject({ requests: 2, rateLimited: 3 });
  });

  it("lists the days asked for, today first, with the earlier days' counts", async () => {
    const { apiKey } = await catalogueKey("Partner since last month");
    await app.db.query(
      `INSERT INTO api_key_daily_requests (api_key_id, day, requests, rate_limited) VALUES ($1, $2, 40, 1), ($1, $3, 9, 0), ($1, $4, 1000, 0)`,
      [apiKey.id, kolkataDay(1), kolkataDay(20), kolkataDay(120)],
    );
    const three = await usageOf(superadmin.agent, apiKey.id, 3);
    expect(three.requestsPerDay.map((day) => day.date)).toEqual([kolkataDay(), kolkataDay(1), kolkataDay(2)]);
    expect(three.requestsPerDay.map((day) => [day.requests, day.rateLimited])).toEqual([
      [0, 0],
      [40, 1],
      [0, 0],
    ]);
    expect(three.requestsToday).toBe(0);

    const ninety = await usageOf(superadmin.agent, apiKey.id, 90);
    expect(ninety.requestsPerDay).toHaveLength(90);
    expect(ninety.requestsPerDay.reduce((sum, day) => sum + day.requests, 0)).toBe(49);

    for (const days of [0, 91, -3]) {
      const refused = await readUsage(superadmin.agent, days);
      expect(errorCode(refused)).toBe("BAD_USER_INPUT");
      expect(fieldsOf(refused)).toEqual(["days"]);
    }
    expect((await usageOf(superadmin.agent, apiKey.id)).requestsPerDay).toHaveLength(14);
  });

  it("names the key's restaurants", async () => {
    const zaika = await insertRestaurant(app.db, { name: "Zaika" });
    const annapurna = await insertRestaurant(app.db, { name: "Annapurna" });
    const { apiKey } = await createApiKey(superadmin.agent, {
      name: "Till",
      scopes: ["ORDERS_READ"],
      restaurantIds: [zaika.id, annapurna.id],
    });
    expect((await usageOf(superadmin.agent, apiKey.id)).restaurants.map((restaurant) => restaurant.name)).toEqual(["Annapurna", "Zaika"]);
  });

  it("reads the counts of any number of keys in the same few statements", async () => {
    await app.running.services.apiKeyRequests.flush();
    const few = await app.countQueries(() => readUsage(superadmin.agent));
    for (const name of ["More 1", "More 2", "More 3"]) await catalogueKey(name);
    const more = await app.countQueries(() => readUsage(superadmin.agent));
    expect(more.count).toBe(few.count);
  });

  it("is for superadmins only", async () => {
    const admin = await signedInStaff(app, "admin");
    expect(errorCode(await readUsage(admin.agent))).toBe("FORBIDDEN");
  });
});

describe("requests per day per key, without Redis (the embedded default's shape)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ redisUrl: null });
  });
  afterAll(() => app.stop());

  it("counts and sums two nodes' requests in PostgreSQL alone", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const peer = await app.startPeer();
    const { apiKey, secret } = await createApiKey(superadmin.agent, { name: "Kiosk", scopes: ["CATALOGUE_READ"] });
    await send(app.url, secret, 2);
    await send(peer.url, secret, 3);
    await peer.services.apiKeyRequests.flush();
    expect((await usageOf(superadmin.agent, apiKey.id)).requestsToday).toBe(5);
  });
});
