import request from "supertest";
import { signedInCustomer } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { gql } from "./support/graphql";
import { ME } from "./support/operations";
import { insertOrder } from "./support/order-fixtures";
import { eventually, openSocket } from "./support/subscriptions";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";

const ORDER_UPDATES = graphql(`
  subscription MetricsOrderUpdates { orderUpdated { id status } }
`);

/**
 * GET /metrics (README "Metrics"): Prometheus's text, for this machine or a scraper holding
 * METRICS_TOKEN; requests are named by a bounded set of labels, never by what a caller chose.
 */

const TOKEN = "metrics-token-of-this-test-0123456789";
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => app.stop());

const scrape = async () => {
  const answer = await request(app.url).get("/metrics").expect(200);
  expect(answer.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(answer.headers["cache-control"]).toBe("no-store");
  return answer.text;
};

/** The value of one sample line, e.g. `ruchi_orders{status="PENDING"}`. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split("\n").find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe("who may read /metrics", () => {
  it("answers a scrape from this machine without the token", async () => {
    await scrape();
  });

  it("refuses a request a proxy forwarded, unless it holds the token", async () => {
    const forwarded = () => request(app.url).get("/metrics").set("X-Forwarded-For", "203.0.113.9");
    expect((await forwarded()).status).toBe(403);
    expect((await forwarded().set("Forwarded", "for=203.0.113.9")).status).toBe(403);
    expect((await forwarded().set("Authorization", "Bearer not-the-token-at-all-0000000000")).status).toBe(403);
    expect((await forwarded().set("Authorization", `Basic ${TOKEN}`)).status).toBe(403);
    const allowed = await forwarded().set("Authorization", `Bearer ${TOKEN}`);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain("# TYPE ruchi_http_request_duration_seconds histogram");
  });
});

describe("what /metrics shows", () => {
  it("counts requests by the schema's root field or the REST route, and everything else as other", async () => {
    const customer = await signedInCustomer(app);
    await gql(customer.agent, ME);
    await gql(customer.agent, ME);
    // A made-up operation name, alias and field: none becomes a label.
    await request(app.url).post("/graphql").send({ query: "query Evil1 { x: notAField }", operationName: "Evil1" });
    await request(app.url).post("/graphql").send({ query: "mutation { logout { message } }" });
    await request(app.url).get("/api/shop/restaurants/get");
    await request(app.url).get("/api/shop/restaurants/not-an-id/get");
    await request(app.url).get("/no/such/page/at/all.php");

    const text = await scrape();
    expect(sample(text, 'ruchi_http_request_duration_seconds_count{operation="query me",status="200"}')).toBeGreaterThanOrEqual(2);
    expect(sample(text, 'ruchi_http_request_duration_seconds_count{operation="mutation logout",status="200"}')).toBe(1);
    expect(text).toMatch(/ruchi_http_request_duration_seconds_count\{operation="other GraphQL",status="\d+"\} \d/);
    expect(text).not.toContain("Evil1");
    expect(text).not.toContain("notAField");
    expect(text).not.toContain("all.php");
    // Without a position the legacy list answers 400; the route's pattern names it still.
    expect(sample(text, 'ruchi_http_request_duration_seconds_count{operation="GET /api/shop/restaurants/get",status="400"}')).toBe(1);
    expect(text).toMatch(/ruchi_http_request_duration_seconds_count\{operation="GET \/api\/shop\/restaurants\/:id\/get",status="\d+"\} 1/);
    expect(text).not.toContain("not-an-id");
    expect(text).toMatch(/ruchi_http_request_duration_seconds_bucket\{le="0\.1",operation="query me",status="200"\} \d/);
  });

  it("shows the database pools, subscriptions, jobs, orders and webhook deliveries", async () => {
    const customer = await signedInCustomer(app);
    const restaurant = await insertRestaurant(app.db, { name: "Metrics Kitchen" });
    const dish = await insertMenuItem(app.db, restaurant.id, { name: "Idli" });
    const order = (status: string) =>
      insertOrder(app.db, {
        userId: customer.id,
        restaurantId: restaurant.id,
        restaurantName: "Metrics Kitchen",
        createdAt: new Date().toISOString(),
        status,
        lines: [{ menuItemId: dish.id, name: "Idli", unitPricePaise: 4000, quantity: 2 }],
      });
    await order("pending");
    await order("pending");
    await order("delivered");

    const text = await scrape();
    expect(sample(text, 'ruchi_orders{status="pending"}')).toBe(2);
    expect(sample(text, 'ruchi_orders{status="delivered"}')).toBe(1);
    expect(sample(text, 'ruchi_db_pool_connections{pool="app",state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'ruchi_db_pool_connections{pool="sessions",state="waiting"}')).toBe(0);
    expect(text).not.toMatch(/^ruchi_live_subscriptions\{/m);
    expect(text).toContain("# TYPE ruchi_jobs gauge");
    expect(text).toContain("# TYPE ruchi_webhook_deliveries gauge");
    expect(text).toContain("ruchi_process_resident_memory_bytes");
  });

  it("counts the live subscriptions by the topic they hear, once the bus confirmed them", async () => {
    const customer = await signedInCustomer(app);
    const socket = openSocket(app.url, { cookie: customer.cookie });
    try {
      socket.subscribe(ORDER_UPDATES);
      await eventually("the subscription is live", () => app.running.events.liveSubscriptions() === 1);
      expect(sample(await scrape(), 'ruchi_live_subscriptions{topic="ORDER_UPDATED"}')).toBe(1);
    } finally {
      await socket.close();
    }
    await eventually("the subscription ended", () => app.running.events.liveSubscriptions() === 0);
    expect(await scrape()).not.toMatch(/^ruchi_live_subscriptions\{/m);
  });
});
