import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type request from "supertest";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { insertMenuItem, insertRestaurant } from "./support/fixtures";
import { documentText, gql } from "./support/graphql";
import { DELETE_RESTAURANT } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import { graphql } from "./gql";
import type { ImagePurpose, UploadImageMutationVariables } from "./gql/graphql";

type Agent = request.Agent;

const UPLOAD = graphql(`
  mutation UploadImage($file: Upload!, $purpose: ImagePurpose!) {
    uploadImage(file: $file, purpose: $purpose) { url width height bytes }
  }
`);

interface UploadFile {
  bytes: Buffer;
  name: string;
  contentType?: string;
}

let app: TestApp;
let uploadDir: string;
let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  uploadDir = mkdtempSync(path.join(tmpdir(), "ruchi-uploads-"));
  app = await startTestApp({ env: { UPLOAD_DIR: uploadDir } });
  admin = (await signedInStaff(app, "admin")).agent;
  customer = (await signedInCustomer(app)).agent;
});
afterAll(() => app.stop());

const storedFiles = () => readdirSync(uploadDir).sort();

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 220, g: 90, b: 30 } } })
    .png()
    .toBuffer();

/** A landscape JPEG whose EXIF says "rotate 90°" and that carries a copyright note to be stripped. */
const rotatedJpegWithExif = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Copyright: "Secret camera owner" } })
    .jpeg()
    .toBuffer();

/** A GraphQL multipart request (graphql-multipart-request-spec), as Apollo Client's upload link sends it. */
function gqlUpload(agent: Agent, files: UploadFile[], options: { purpose?: ImagePurpose; preflight?: boolean } = {}) {
  const map = Object.fromEntries(files.map((_, index) => [String(index), [index === 0 ? "variables.file" : `variables.extra${index}`]]));
  // The file's variable is null in the JSON; the map puts the first file part there.
  const variables: UploadImageMutationVariables = { file: null, purpose: options.purpose ?? "BANNER" };
  let req = agent.post("/graphql");
  if (options.preflight !== false) req = req.set("Apollo-Require-Preflight", "true");
  req = req.field("operations", JSON.stringify({ query: documentText(UPLOAD), variables })).field("map", JSON.stringify(map));
  files.forEach((file, index) => {
    req = req.attach(String(index), file.bytes, { filename: file.name, contentType: file.contentType ?? "image/png" });
  });
  return req;
}

function restUpload(agent: Agent, route: string, field: string, files: UploadFile[]) {
  let req = agent.post(route);
  for (const file of files) req = req.attach(field, file.bytes, { filename: file.name, contentType: file.contentType ?? "image/png" });
  return req;
}

/** Fetches a stored picture the way a browser would. */
async function fetchImage(url: string) {
  const res = await app.agent().get(url).responseType("blob");
  return { res, body: res.body as Buffer };
}

const textAsPng: UploadFile = { bytes: Buffer.from("this is plain text, whatever the name says\n".repeat(20)), name: "photo.png" };
const oversized = (): UploadFile => ({ bytes: randomBytes(6 * 1024 * 1024), name: "huge.png" });

describe("uploadImage over GraphQL", () => {
  it("stores a PNG as WebP that fits within 1600x1600, served with a one-year immutable cache", async () => {
    const res = await gqlUpload(admin, [{ bytes: await png(3000, 2000), name: "wide.png" }]);
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const image = res.body.data.uploadImage;
    expect(image.url).toMatch(/^\/uploads\/banner-[0-9a-f-]{36}\.webp$/);
    expect(image).toMatchObject({ width: 1600, height: 1067 });

    const { res: served, body } = await fetchImage(image.url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000/);
    expect(served.headers["cache-control"]).toMatch(/immutable/);
    expect(body.length).toBe(image.bytes);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1067 });
  });

  it("turns a JPEG upright by its EXIF orientation and drops its metadata", async () => {
    const jpeg = await rotatedJpegWithExif();
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: "jpeg", width: 400, height: 200, orientation: 6 });
    expect(jpeg.includes(Buffer.from("Secret camera owner"))).toBe(true);
    const res = await gqlUpload(admin, [{ bytes: jpeg, name: "camera.jpg", contentType: "image/jpeg" }], {
      purpose: "MENU_ITEM",
    });
    const image = res.body.data.uploadImage;
    expect(image.url).toMatch(/^\/uploads\/menu-item-[0-9a-f-]{36}\.webp$/);
    expect(image).toMatchObject({ width: 200, height: 400 });
    const { body } = await fetchImage(image.url);
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(body.includes(Buffer.from("Secret camera owner"))).toBe(false);
  });

  it("never enlarges a small picture", async () => {
    const res = await gqlUpload(admin, [{ bytes: await png(40, 30), name: "tiny.png" }], { purpose: "RESTAURANT" });
    expect(res.body.data.uploadImage).toMatchObject({ width: 40, height: 30 });
  });

  it("is blocked without the Apollo-Require-Preflight header (CSRF prevention)", async () => {
    const before = storedFiles();
    const res = await gqlUpload(admin, [{ bytes: await png(50, 50), name: "a.png" }], { preflight: false });
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Cross-Site Request Forgery/);
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a text file named .png: the type comes from the bytes", async () => {
    const before = storedFiles();
    const res = await gqlUpload(admin, [textAsPng]);
    expect(res.body.errors[0]).toMatchObject({
      message: "Only JPEG, PNG and WebP images are allowed",
      extensions: { code: "UNSUPPORTED_FILE" },
    });
    expect(res.body.data).toBeNull();
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a file over 5 MB", async () => {
    const before = storedFiles();
    const res = await gqlUpload(admin, [oversized()]);
    expect(res.body.errors[0]).toMatchObject({
      message: "The image must be 5 MB or smaller",
      extensions: { code: "PAYLOAD_TOO_LARGE" },
    });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses two files in one request", async () => {
    const file = { bytes: await png(20, 20), name: "a.png" };
    const res = await gqlUpload(admin, [file, { ...file, name: "b.png" }]);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ message: "Upload one image at a time", extensions: { code: "BAD_USER_INPUT" } });
  });

  it("needs an admin: anonymous is UNAUTHENTICATED, a customer FORBIDDEN", async () => {
    const before = storedFiles();
    const file = { bytes: await png(20, 20), name: "a.png" };
    const anonymous = await gqlUpload(app.agent(), [file]);
    expect(anonymous.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    const byCustomer = await gqlUpload(customer, [file]);
    expect(byCustomer.body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect(storedFiles()).toEqual(before);
  });
});

describe("POST /api/admin/restaurants/upload-image (file in my_file)", () => {
  const route = "/api/admin/restaurants/upload-image";

  it("answers { success, result: { url } } with a stored, served WebP", async () => {
    const res = await restUpload(admin, route, "my_file", [{ bytes: await png(800, 600), name: "cover.png" }]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: { url: expect.stringMatching(/^\/uploads\/restaurant-[0-9a-f-]{36}\.webp$/) } });
    const { res: served, body } = await fetchImage(res.body.result.url);
    expect(served.status).toBe(200);
    expect(served.headers["cache-control"]).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 800, height: 600 });
  });

  it("accepts a JPEG too", async () => {
    const res = await restUpload(admin, route, "my_file", [
      { bytes: await rotatedJpegWithExif(), name: "c.jpg", contentType: "image/jpeg" },
    ]);
    expect(res.status).toBe(200);
    const { body } = await fetchImage(res.body.result.url);
    expect(await sharp(body).metadata()).toMatchObject({ format: "webp", width: 200, height: 400 });
  });

  it("answers 415 for text bytes named .png and for a damaged PNG, 413 over 5 MB", async () => {
    const before = storedFiles();
    const text = await restUpload(admin, route, "my_file", [textAsPng]);
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ success: false, message: "Only JPEG, PNG and WebP images are allowed", code: "UNSUPPORTED_FILE" });

    const damaged = Buffer.concat([(await png(100, 100)).subarray(0, 40), randomBytes(200)]);
    const broken = await restUpload(admin, route, "my_file", [{ bytes: damaged, name: "broken.png" }]);
    expect(broken.status).toBe(415);
    expect(broken.body.code).toBe("UNSUPPORTED_FILE");

    const big = await restUpload(admin, route, "my_file", [oversized()]);
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ success: false, message: "The image must be 5 MB or smaller", code: "PAYLOAD_TOO_LARGE" });
    expect(storedFiles()).toEqual(before);
  });

  it("refuses a decompression bomb: a small file of more than 40 megapixels", async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const res = await restUpload(admin, route, "my_file", [{ bytes: bomb, name: "bomb.png" }]);
    expect(res.status).toBe(413);
    expect(res.body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers 400 for two files, a file in another field, or no file", async () => {
    const file = { bytes: await png(20, 20), name: "a.png" };
    const two = await restUpload(admin, route, "my_file", [file, file]);
    expect(two.status).toBe(400);
    expect(two.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: expect.stringMatching(/one image at a time/) });

    const wrongField = await restUpload(admin, route, "photo", [file]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toMatch(/"my_file"/);

    const none = await admin.post(route).field("note", "no file here");
    expect(none.status).toBe(400);
    expect(none.body.message).toMatch(/Choose an image/);
  });

  it("answers 401 without a session and 403 for a customer", async () => {
    const file = { bytes: await png(20, 20), name: "a.png" };
    const anonymous = await restUpload(app.agent(), route, "my_file", [file]);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ success: false, code: "UNAUTHENTICATED" });
    const byCustomer = await restUpload(customer, route, "my_file", [file]);
    expect(byCustomer.status).toBe(403);
    expect(byCustomer.body).toMatchObject({ success: false, code: "FORBIDDEN" });
  });
});

describe("POST /api/admin/restaurants/:id/upload-image (file in my_image)", () => {
  it("stores the picture for an existing restaurant and leaves the restaurant row alone", async () => {
    const restaurant = await insertRestaurant(app.db);
    const res = await restUpload(admin, `/api/admin/restaurants/${restaurant.id}/upload-image`, "my_image", [
      { bytes: await png(300, 200), name: "front.png" },
    ]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, result: { url: expect.stringMatching(/^\/uploads\/restaurant-[0-9a-f-]{36}\.webp$/) } });
    expect((await fetchImage(res.body.result.url)).res.status).toBe(200);
    const { rows } = await app.db.query(`SELECT image FROM restaurants WHERE id = $1`, [restaurant.id]);
    expect(rows[0].image).toBe("");
  });

  it("answers 404 for an unknown restaurant, 400 for the wrong field, 401/403 for anonymous and customers", async () => {
    const restaurant = await insertRestaurant(app.db);
    const file = { bytes: await png(20, 20), name: "a.png" };
    for (const id of [randomUUID(), "not-a-uuid"]) {
      const missing = await restUpload(admin, `/api/admin/restaurants/${id}/upload-image`, "my_image", [file]);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, code: "NOT_FOUND", message: "Restaurant not found" });
    }
    const route = `/api/admin/restaurants/${restaurant.id}/upload-image`;
    expect((await restUpload(admin, route, "my_file", [file])).status).toBe(400);
    expect((await restUpload(app.agent(), route, "my_image", [file])).status).toBe(401);
    expect((await restUpload(customer, route, "my_image", [file])).status).toBe(403);
  });
});

describe("deleting a restaurant", () => {
  it("removes its picture and its menu's pictures, but keeps a picture another restaurant's dish still shows", async () => {
    const upload = async (purpose: ImagePurpose) => {
      const res = await gqlUpload(admin, [{ bytes: await png(40, 40), name: "p.png" }], { purpose });
      return res.body.data.uploadImage.url as string;
    };
    const [front, dish, shared] = [await upload("RESTAURANT"), await upload("MENU_ITEM"), await upload("MENU_ITEM")];
    const restaurant = await insertRestaurant(app.db);
    const neighbour = await insertRestaurant(app.db);
    await app.db.query(`UPDATE restaurants SET image = $2 WHERE id = $1`, [restaurant.id, front]);
    for (const [restaurantId, image] of [
      [restaurant.id, dish],
      [restaurant.id, shared],
      [neighbour.id, shared],
    ] as const) {
      const item = await insertMenuItem(app.db, restaurantId);
      await app.db.query(`UPDATE menu_items SET image = $2 WHERE id = $1`, [item.id, image]);
    }

    const deleted = await gql(admin, DELETE_RESTAURANT, { id: restaurant.id });

    expect(deleted.errors).toBeUndefined();
    const stored = storedFiles();
    expect([front, dish, shared].map((url) => stored.includes(path.basename(url)))).toEqual([false, false, true]);
  });
});

describe("the upload folder", () => {
  it("holds only finished WebP files: no temporary leftovers", () => {
    const files = storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(file).toMatch(/^(banner|menu-item|restaurant)-[0-9a-f-]{36}\.webp$/);
  });
});
