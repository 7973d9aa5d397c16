import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { ADD_BANNER, BANNERS, DELETE_BANNER, REORDER_BANNERS } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";

type Agent = request.Agent;

let app: TestApp;
let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedInStaff(app, "admin")).agent;
  customer = (await signedInCustomer(app)).agent;
});
afterAll(() => app.stop());
beforeEach(async () => {
  await app.db.query(`DELETE FROM banners`);
});

/** Uploads a real picture through the legacy path and returns its /uploads/ URL. */
async function uploadedImage(): Promise<string> {
  const bytes = await sharp({ create: { width: 1200, height: 400, channels: 3, background: { r: 10, g: 150, b: 90 } } })
    .png()
    .toBuffer();
  const res = await admin.post("/api/admin/restaurants/upload-image").attach("my_file", bytes, "banner.png");
  expect(res.status).toBe(200);
  return res.body.result.url as string;
}

async function addBanner(image: string): Promise<{ id: string; image: string; position: number }> {
  const result = await gql(admin, ADD_BANNER, { image });
  expect(result.errors).toBeUndefined();
  return result.data!.addBanner;
}

const listIds = async () => (await gql(app.agent(), BANNERS)).data!.banners.map((b) => b.id);

describe("banners over GraphQL", () => {
  it("lists nothing at first, publicly", async () => {
    const result = await gql(app.agent(), BANNERS);
    expect(result.data).toEqual({ banners: [] });
  });

  it("adds uploaded and absolute-URL pictures at the end, listed by position", async () => {
    const uploaded = await uploadedImage();
    const first = await addBanner(uploaded);
    const second = await addBanner("https://cdn.example.com/banners/sankranti.jpg");
    const third = await addBanner("http://images.example.org/offer.png");
    expect([first.position, second.position, third.position]).toEqual([0, 1, 2]);

    const listed = (await gql(app.agent(), BANNERS)).data!.banners;
    expect(listed.map((b) => b.id)).toEqual([first.id, second.id, third.id]);
    expect(listed[0]).toMatchObject({ image: uploaded, createdAt: expect.any(String), updatedAt: expect.any(String) });
  });

  it("orders banners with the same position oldest first", async () => {
    await app.db.query(
      `INSERT INTO banners (image, position, created_at) VALUES
         ('https://example.com/newer.png', 0, now()), ('https://example.com/older.png', 0, now() - interval '1 day'),
         ('https://example.com/first.png', -1, now())`,
    );
    const images = (await gql(app.agent(), BANNERS)).data!.banners.map((b) => b.image);
    expect(images).toEqual(["https://example.com/first.png", "https://example.com/older.png", "https://example.com/newer.png"]);
  });

  it("refuses images that are neither ours nor absolute http(s) URLs", async () => {
    for (const image of ["javascript:alert(1)", "data:image/png;base64,AAAA", "/uploads/../session-secret", "banner.png", ""]) {
      const result = await gql(admin, ADD_BANNER, { image });
      expect([image, errorCode(result)]).toEqual([image, "BAD_USER_INPUT"]);
    }
    const missing = await gql(admin, ADD_BANNER, { image: `/uploads/banner-${randomUUID()}.webp` });
    expect(errorCode(missing)).toBe("BAD_USER_INPUT");
    expect(missing.errors![0]!.message).toMatch(/not stored here/);
    expect(await listIds()).toEqual([]);
  });

  it("holds at most 50 banners", async () => {
    await app.db.query(
      `INSERT INTO banners (image, position) SELECT 'https://example.com/' || n || '.png', n FROM generate_series(1, 50) n`,
    );
    const result = await gql(admin, ADD_BANNER, { image: "https://example.com/one-more.png" });
    expect(errorCode(result)).toBe("CONFLICT");
    expect((await listIds()).length).toBe(50);
  });

  it("reorders when given exactly the current set, in one go", async () => {
    const [a, b, c] = [
      await addBanner("https://example.com/a.png"),
      await addBanner("https://example.com/b.png"),
      await addBanner("https://example.com/c.png"),
    ];
    const result = await gql(admin, REORDER_BANNERS, { ids: [c!.id, a!.id, b!.id] });
    expect(result.data!.reorderBanners).toEqual([
      { id: c!.id, position: 0 },
      { id: a!.id, position: 1 },
      { id: b!.id, position: 2 },
    ]);
    expect(await listIds()).toEqual([c!.id, a!.id, b!.id]);
  });

  it("rewrites every position with the same few statements however many banners there are", async () => {
    const statementsFor = async (count: number) => {
      await app.db.query(`DELETE FROM banners`);
      for (let n = 0; n < count; n++) await addBanner(`https://example.com/${n}.png`);
      const ids = (await listIds()).reverse();
      const { count: statements } = await app.countQueries(() => gql(admin, REORDER_BANNERS, { ids }));
      expect(await listIds()).toEqual(ids);
      return statements;
    };
    expect(await statementsFor(12)).toBe(await statementsFor(2));
  });

  it("refuses a reorder that misses, repeats or invents a banner, and keeps the order", async () => {
    const [a, b] = [await addBanner("https://example.com/a.png"), await addBanner("https://example.com/b.png")];
    for (const ids of [[b!.id], [b!.id, b!.id], [b!.id, a!.id, randomUUID()], [b!.id, "not-an-id"]]) {
      const result = await gql(admin, REORDER_BANNERS, { ids });
      expect([ids, errorCode(result)]).toEqual([ids, "BAD_USER_INPUT"]);
    }
    expect(await listIds()).toEqual([a!.id, b!.id]);
  });

  it("deletes a banner and its uploaded picture", async () => {
    const image = await uploadedImage();
    const banner = await addBanner(image);
    expect((await app.agent().get(image)).status).toBe(200);

    const result = await gql(admin, DELETE_BANNER, { id: banner.id });
    expect(result.data).toEqual({ deleteBanner: banner.id });
    expect(await listIds()).toEqual([]);
    expect((await app.agent().get(image)).status).toBe(404);

    expect(errorCode(await gql(admin, DELETE_BANNER, { id: banner.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(admin, DELETE_BANNER, { id: "not-a-uuid" }))).toBe("NOT_FOUND");
  });

  it("keeps a picture that something else still shows", async () => {
    const image = await uploadedImage();
    const first = await addBanner(image);
    await addBanner(image);
    await gql(admin, DELETE_BANNER, { id: first.id });
    expect((await app.agent().get(image)).status).toBe(200);
  });

  it("lets only admins change banners", async () => {
    const banner = await addBanner("https://example.com/a.png");
    const operations: Operation[] = [
      operation(ADD_BANNER, { image: "https://example.com/b.png" }),
      operation(DELETE_BANNER, { id: banner.id }),
      operation(REORDER_BANNERS, { ids: [banner.id] }),
    ];
    for (const send of operations) {
      expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
      expect(errorCode(await send(customer))).toBe("FORBIDDEN");
    }
    expect(await listIds()).toEqual([banner.id]);
  });
});

describe("feature images over the legacy /api/common/feature paths", () => {
  it("GET /get lists {_id, image, createdAt, updatedAt} in carousel order", async () => {
    const empty = await app.agent().get("/api/common/feature/get");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ success: true, data: [] });

    const a = await addBanner("https://example.com/a.png");
    const b = await addBanner("https://example.com/b.png");
    await gql(admin, REORDER_BANNERS, { ids: [b.id, a.id] });
    const res = await app.agent().get("/api/common/feature/get");
    expect(res.body).toEqual({
      success: true,
      data: [
        { _id: b.id, image: "https://example.com/b.png", createdAt: expect.any(String), updatedAt: expect.any(String) },
        { _id: a.id, image: "https://example.com/a.png", createdAt: expect.any(String), updatedAt: expect.any(String) },
      ],
    });
    expect(new Date(res.body.data[0].createdAt).toISOString()).toBe(res.body.data[0].createdAt);
  });

  it("POST /add stores an uploaded picture: 201 { success, data: Feature }", async () => {
    const image = await uploadedImage();
    const res = await admin.post("/api/common/feature/add").send({ image });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { _id: expect.any(String), image, createdAt: expect.any(String), updatedAt: expect.any(String) },
    });
    expect(await listIds()).toEqual([res.body.data._id]);
  });

  it("POST /add answers 400 for a bad image, 401 anonymous, 403 for a customer", async () => {
    const bad = await admin.post("/api/common/feature/add").send({ image: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: expect.stringMatching(/http\(s\) URL/) });
    const missing = await admin.post("/api/common/feature/add").send({});
    expect(missing.status).toBe(400);

    const anonymous = await app.agent().post("/api/common/feature/add").send({ image: "https://example.com/a.png" });
    expect(anonymous.status).toBe(401);
    const byCustomer = await customer.post("/api/common/feature/add").send({ image: "https://example.com/a.png" });
    expect(byCustomer.status).toBe(403);
    expect(await listIds()).toEqual([]);
  });

  it("DELETE /delete/:id removes a banner for admins only", async () => {
    const banner = await addBanner("https://example.com/a.png");
    expect((await app.agent().delete(`/api/common/feature/delete/${banner.id}`)).status).toBe(401);
    expect((await customer.delete(`/api/common/feature/delete/${banner.id}`)).status).toBe(403);
    expect(await listIds()).toEqual([banner.id]);

    const res = await admin.delete(`/api/common/feature/delete/${banner.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Feature image deleted successfully" });
    expect(await listIds()).toEqual([]);
    expect((await admin.delete(`/api/common/feature/delete/${banner.id}`)).status).toBe(404);
  });
});
