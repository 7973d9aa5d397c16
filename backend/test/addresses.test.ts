import { signedInCustomer } from "./support/accounts";
import { errorCode, gql, ok } from "./support/graphql";
import { ADD_ADDRESS, ADDRESSES, DELETE_ADDRESS, UPDATE_ADDRESS } from "./support/operations";
import { startTestApp, type TestApp } from "./support/test-app";
import type { AddressInput } from "./gql/graphql";

const home = {
  address: "12-3 Main Road, near the temple",
  city: "Bhimavaram",
  pincode: "534201",
  phone: "9876543210",
  notes: "Less spicy",
};
const office = { address: "Plot 7, Industrial Estate", city: "Narsapur", pincode: "534275", phone: "9123456780", notes: "" };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.stop());

describe("addresses over GraphQL", () => {
  it("adds, lists oldest first, updates partly and deletes", async () => {
    const { agent } = await signedInCustomer(app);
    expect(ok(await gql(agent, ADDRESSES)).addresses).toEqual([]);

    const first = ok(await gql(agent, ADD_ADDRESS, { i: home })).addAddress;
    expect(first).toMatchObject({ ...home, latitude: null, longitude: null });
    const second = ok(await gql(agent, ADD_ADDRESS, { i: { ...office, latitude: 16.43, longitude: 81.69 } })).addAddress;
    expect(second).toMatchObject({ ...office, latitude: 16.43, longitude: 81.69 });
    expect(ok(await gql(agent, ADDRESSES)).addresses.map((a) => a.id)).toEqual([first.id, second.id]);

    const updated = ok(await gql(agent, UPDATE_ADDRESS, { id: first.id, i: { city: "  Palakollu  " } })).updateAddress;
    expect(updated).toMatchObject({ ...home, id: first.id, city: "Palakollu" });

    expect(ok(await gql(agent, DELETE_ADDRESS, { id: first.id })).deleteAddress).toBe(first.id);
    expect(ok(await gql(agent, ADDRESSES)).addresses.map((a) => a.id)).toEqual([second.id]);
  });

  it("allows at most 2 addresses, and a new one after a delete", async () => {
    const { agent } = await signedInCustomer(app);
    const first = ok(await gql(agent, ADD_ADDRESS, { i: home })).addAddress;
    ok(await gql(agent, ADD_ADDRESS, { i: office }));
    const third = await gql(agent, ADD_ADDRESS, { i: home });
    expect(errorCode(third)).toBe("ADDRESS_LIMIT_REACHED");
    expect(third.errors![0]!.message).toBe("You can add only 2 addresses");
    expect(ok(await gql(agent, ADDRESSES)).addresses).toHaveLength(2);

    ok(await gql(agent, DELETE_ADDRESS, { id: first.id }));
    ok(await gql(agent, ADD_ADDRESS, { i: home }));
  });

  it("validates the fields with the form's messages and trims them", async () => {
    const { agent } = await signedInCustomer(app);
    const refusals: Array<[Partial<AddressInput>, string]> = [
      [{ pincode: "53420" }, "Enter a valid 6-digit pincode"],
      [{ phone: "98765" }, "Enter Valid Phone Number"],
      [{ address: "   " }, "Address is required"],
      [{ city: "" }, "City is required"],
      [{ latitude: 95, longitude: 81 }, "Latitude must be a number from -90 to 90"],
      [{ latitude: 16.5 }, "Send latitude and longitude together, or neither."],
    ];
    for (const [change, message] of refusals) {
      const result = await gql(agent, ADD_ADDRESS, { i: { ...home, ...change } });
      expect([errorCode(result), result.errors![0]!.message]).toEqual(["BAD_USER_INPUT", message]);
    }
    const trimmed = ok(
      await gql(agent, ADD_ADDRESS, {
        i: { address: "  5 Canal Road ", city: " Bhimavaram ", pincode: " 534202 ", phone: " 9876501234 ", notes: "  " },
      }),
    ).addAddress;
    expect(trimmed).toMatchObject({ address: "5 Canal Road", city: "Bhimavaram", pincode: "534202", phone: "9876501234", notes: "" });

    const blanked = await gql(agent, UPDATE_ADDRESS, { id: trimmed.id, i: { phone: "12" } });
    expect([errorCode(blanked), blanked.errors![0]!.message]).toEqual(["BAD_USER_INPUT", "Enter Valid Phone Number"]);
  });

  it("never shows or touches another customer's address", async () => {
    const a = await signedInCustomer(app);
    const b = await signedInCustomer(app);
    const aHome = ok(await gql(a.agent, ADD_ADDRESS, { i: home })).addAddress;

    expect(ok(await gql(b.agent, ADDRESSES)).addresses).toEqual([]);
    expect(errorCode(await gql(b.agent, UPDATE_ADDRESS, { id: aHome.id, i: { city: "Elsewhere" } }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(b.agent, UPDATE_ADDRESS, { id: aHome.id, i: {} }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(b.agent, DELETE_ADDRESS, { id: aHome.id }))).toBe("NOT_FOUND");
    expect(errorCode(await gql(b.agent, DELETE_ADDRESS, { id: "not-a-uuid" }))).toBe("NOT_FOUND");
    const { rows } = await app.db.query(`SELECT city, user_id FROM addresses WHERE id = $1`, [aHome.id]);
    expect(rows).toEqual([{ city: home.city, user_id: a.id }]);
  });

  it("asks anonymous callers to log in", async () => {
    const anonymous = app.agent();
    expect(errorCode(await gql(anonymous, ADDRESSES))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, ADD_ADDRESS, { i: home }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, UPDATE_ADDRESS, { id: "7d1e3c1a-9a4c-4c1e-8c1e-000000000000", i: {} }))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(anonymous, DELETE_ADDRESS, { id: "7d1e3c1a-9a4c-4c1e-8c1e-000000000000" }))).toBe("UNAUTHENTICATED");
  });

  it("keeps the limit when 5 adds arrive at once", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const results = await Promise.all(Array.from({ length: 5 }, () => gql(agent, ADD_ADDRESS, { i: home })));
    expect(results.filter((result) => !result.errors)).toHaveLength(2);
    expect(results.filter((result) => errorCode(result) === "ADDRESS_LIMIT_REACHED")).toHaveLength(3);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM addresses WHERE user_id = $1`, [userId]);
    expect(rows[0].n).toBe(2);
  });
});

describe("addresses over the legacy /api/shop/address paths", () => {
  it("adds, lists, updates and deletes with the contract's answers", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const added = await agent.post("/api/shop/address/add").send({ ...home, userId });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: "Address Added Successfully!", data: { ...home, userId } });
    const addressId: string = added.body.data._id;
    expect(typeof addressId).toBe("string");

    await agent.post("/api/shop/address/add").send({ ...office, userId });
    const third = await agent.post("/api/shop/address/add").send({ ...office, userId });
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ success: false, message: "You can add only 2 addresses", code: "ADDRESS_LIMIT_REACHED" });

    const list = await agent.get(`/api/shop/address/get/${userId}`);
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data.map((a: { city: string }) => a.city)).toEqual([home.city, office.city]);
    expect(list.body.data[0]).toMatchObject({ _id: addressId, userId, ...home });

    const updated = await agent.put(`/api/shop/address/update/${userId}/${addressId}`).send({ ...home, pincode: "534202", userId });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      success: true,
      message: "Address Updated Successfully!",
      data: { _id: addressId, pincode: "534202" },
    });

    const deleted = await agent.delete(`/api/shop/address/delete/${userId}/${addressId}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: "Address Deleted Successfully!" });
    expect((await agent.get(`/api/shop/address/get/${userId}`)).body.data).toHaveLength(1);
  });

  it("refuses invalid fields with 400 and the form's messages", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const badPhone = await agent.post("/api/shop/address/add").send({ ...home, phone: "123", userId });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ success: false, code: "BAD_USER_INPUT", message: "Enter Valid Phone Number" });
    const badPincode = await agent.post("/api/shop/address/add").send({ ...home, pincode: "12345a", userId });
    expect([badPincode.status, badPincode.body.message]).toEqual([400, "Enter a valid 6-digit pincode"]);
    const missing = await agent.post("/api/shop/address/add").send({ userId });
    expect(missing.status).toBe(400);
    expect(missing.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(["address", "city", "phone", "pincode"]);
  });

  it("keeps the limit when 5 adds arrive at once", async () => {
    const { agent, id: userId } = await signedInCustomer(app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => agent.post("/api/shop/address/add").send({ ...home, userId })));
    expect(responses.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM addresses WHERE user_id = $1`, [userId]);
    expect(rows[0].n).toBe(2);
  });

  it("lets a customer act only on their own addresses", async () => {
    const a = await signedInCustomer(app);
    const b = await signedInCustomer(app);
    const aHome = (await a.agent.post("/api/shop/address/add").send({ ...home, userId: a.id })).body.data._id as string;

    const asA = [
      b.agent.post("/api/shop/address/add").send({ ...office, userId: a.id }),
      b.agent.post("/api/shop/address/add").send({ ...office }),
      b.agent.get(`/api/shop/address/get/${a.id}`),
      b.agent.put(`/api/shop/address/update/${a.id}/${aHome}`).send({ city: "Elsewhere" }),
      b.agent.delete(`/api/shop/address/delete/${a.id}/${aHome}`),
    ];
    for (const response of await Promise.all(asA)) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, code: "FORBIDDEN" });
    }

    const withOwnId = [
      b.agent.put(`/api/shop/address/update/${b.id}/${aHome}`).send({ city: "Elsewhere" }),
      b.agent.delete(`/api/shop/address/delete/${b.id}/${aHome}`),
    ];
    for (const response of await Promise.all(withOwnId)) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: "NOT_FOUND" });
    }

    const anonymous = app.agent();
    const unauthenticated = [
      anonymous.post("/api/shop/address/add").send({ ...home, userId: a.id }),
      anonymous.get(`/api/shop/address/get/${a.id}`),
      anonymous.put(`/api/shop/address/update/${a.id}/${aHome}`).send({ city: "Elsewhere" }),
      anonymous.delete(`/api/shop/address/delete/${a.id}/${aHome}`),
    ];
    for (const response of await Promise.all(unauthenticated)) {
      expect(response.status).toBe(401);
      expect(response.body.code).toBe("UNAUTHENTICATED");
    }

    const { rows } = await app.db.query(`SELECT city FROM addresses WHERE user_id = $1`, [a.id]);
    expect(rows).toEqual([{ city: home.city }]);
    expect((await b.agent.get(`/api/shop/address/get/${b.id}`)).body.data).toEqual([]);
  });
});
