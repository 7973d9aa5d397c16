import type request from "supertest";
import { MAX_FAVOURITE_RESTAURANTS } from "../src/modules/favourites/favourites.service";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertRestaurant } from "./support/fixtures";
import { documentText, errorCode, gql } from "./support/graphql";
import { signedInRider } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES, offset } from "./catalogue-support";
import { graphql } from "./gql";

const SET_FAVOURITE = graphql(`
  mutation SetFavourite($id: ID!, $favourite: Boolean!) { setFavouriteRestaurant(restaurantId: $id, favourite: $favourite) { id isFavourite } }
`);
const FAVOURITES = graphql(`
  query Favourites($lat: Float, $lng: Float) { favouriteRestaurants(latitude: $lat, longitude: $lng) { id name isFavourite distanceKm } }
`);
const IS_FAVOURITE = graphql(`
  query IsFavourite($id: ID!) { restaurant(id: $id) { id isFavourite } }
`);
const MY_FAVOURITE_IDS = graphql(`
  query MyFavouriteIds { me { id favouriteRestaurantIds } }
`);
const LOGIN_WITH_FAVOURITE_IDS = graphql(`
  mutation LoginWithFavouriteIds($i: LoginInput!) { login(input: $i) { user { id favouriteRestaurantIds } } }
`);
const OTHERS_FAVOURITE_IDS = graphql(`
  query OthersFavouriteIds { adminUsers(limit: 5) { items { id favouriteRestaurantIds } } }
`);
const LISTING_HEARTS = graphql(`
  query ListingHearts($lat: Float!, $lng: Float!) { restaurantsNear(latitude: $lat, longitude: $lng) { items { id isFavourite } } }
`);

let app: TestApp;
let customer: Awaited<ReturnType<typeof signedInCustomer>>;
let other: request.Agent;
let restaurantId: string;
beforeAll(async () => {
  app = await startTestApp();
  customer = await signedInCustomer(app);
  other = (await signedInCustomer(app)).agent;
  ({ id: restaurantId } = await insertRestaurant(app.db, { name: "Heart Kitchen", ...PLACES.ongole }));
});
afterAll(() => app.stop());

describe("favourite restaurants", () => {
  it("are the customer's own: false for guests and for other customers", async () => {
    const set = await gql(customer.agent, SET_FAVOURITE, { id: restaurantId, favourite: true });
    expect(set.data!.setFavouriteRestaurant).toEqual({ id: restaurantId, isFavourite: true });
    // Twice is the same as once.
    expect((await gql(customer.agent, SET_FAVOURITE, { id: restaurantId, favourite: true })).errors).toBeUndefined();

    expect((await gql(customer.agent, IS_FAVOURITE, { id: restaurantId })).data!.restaurant.isFavourite).toBe(true);
    expect((await gql(other, IS_FAVOURITE, { id: restaurantId })).data!.restaurant.isFavourite).toBe(false);
    expect((await gql(app.agent(), IS_FAVOURITE, { id: restaurantId })).data!.restaurant.isFavourite).toBe(false);
    expect((await gql(other, FAVOURITES, {})).data!.favouriteRestaurants).toEqual([]);

    const listed = (await gql(customer.agent, FAVOURITES, {})).data!.favouriteRestaurants;
    expect(listed).toEqual([{ id: restaurantId, name: "Heart Kitchen", isFavourite: true, distanceKm: null }]);

    await gql(customer.agent, SET_FAVOURITE, { id: restaurantId, favourite: false });
    expect((await gql(customer.agent, FAVOURITES, {})).data!.favouriteRestaurants).toEqual([]);
  });

  it("come with the sign-in check as ids, the latest added first; nobody reads another person's", async () => {
    const person = await signedInCustomer(app);
    const { id: second } = await insertRestaurant(app.db, { name: "Second Heart", ...PLACES.ongole });
    expect((await gql(person.agent, MY_FAVOURITE_IDS, {})).data!.me!.favouriteRestaurantIds).toEqual([]);
    await gql(person.agent, SET_FAVOURITE, { id: restaurantId, favourite: true });
    await gql(person.agent, SET_FAVOURITE, { id: second, favourite: true });
    expect((await gql(person.agent, MY_FAVOURITE_IDS, {})).data!.me!.favouriteRestaurantIds).toEqual([second, restaurantId]);

    // The sign-in form's answer carries them too: the account just signed in is the caller's own.
    const signIn = await gql(app.agent(), LOGIN_WITH_FAVOURITE_IDS, { i: { email: person.email, password: person.password } });
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data!.login.user.favouriteRestaurantIds).toEqual([second, restaurantId]);

    const superadmin = await signedInStaff(app, "superadmin");
    expect((await gql(superadmin.agent, MY_FAVOURITE_IDS, {})).data!.me!.favouriteRestaurantIds).toEqual([]);
    expect(errorCode(await gql(superadmin.agent, OTHERS_FAVOURITE_IDS, {}))).toBe("FORBIDDEN");
  });

  it("list with the distance from a point, as the near-me list has it", async () => {
    const person = await signedInCustomer(app);
    const { id } = await insertRestaurant(app.db, { name: "Far Heart", ...offset(PLACES.ongole, 2, 0) });
    await gql(person.agent, SET_FAVOURITE, { id, favourite: true });
    const [near] = (await gql(person.agent, FAVOURITES, { lat: PLACES.ongole.latitude, lng: PLACES.ongole.longitude })).data!
      .favouriteRestaurants;
    expect(near!.distanceKm).toBeGreaterThan(1.5);
    expect(near!.distanceKm).toBeLessThan(2.5);
    const half = await gql(person.agent, FAVOURITES, { lat: PLACES.ongole.latitude });
    expect(errorCode(half)).toBe("BAD_USER_INPUT");
  });

  it("mark a whole listing's hearts in one statement, and such an answer is never cached", async () => {
    const here = offset(PLACES.ongole, 0, 30);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) ids.push((await insertRestaurant(app.db, { name: `Listing Heart ${i}`, ...offset(here, i, 0) })).id);
    await gql(customer.agent, SET_FAVOURITE, { id: ids[2]!, favourite: true });
    let hearts: Array<{ id: string; isFavourite: boolean }> = [];
    const { statements } = await app.countQueries(async () => {
      hearts = (await gql(customer.agent, LISTING_HEARTS, { lat: here.latitude, lng: here.longitude })).data!.restaurantsNear.items;
    });
    expect(hearts.filter((r) => r.isFavourite).map((r) => r.id)).toEqual([ids[2]]);
    expect(statements.filter((sql) => /favourite_restaurants/.test(sql))).toHaveLength(1);

    const get = await customer.agent
      .get("/graphql")
      .query({ query: documentText(LISTING_HEARTS), variables: JSON.stringify({ lat: here.latitude, lng: here.longitude }) })
      .set("apollo-require-preflight", "true");
    expect(get.headers["cache-control"]).toBe("no-store");
  });

  it("are for signed-in customers: guests, staff, riders and API keys are refused", async () => {
    const superadmin = await signedInStaff(app, "superadmin");
    const rider = await signedInRider(app, superadmin, { onShift: false });
    const { secret } = await createApiKey(superadmin.agent, { name: "Heart key", scopes: ["ORDERS_READ"], restaurantIds: [restaurantId] });
    const variables = { id: restaurantId, favourite: true };
    expect(errorCode(await gql(app.agent(), SET_FAVOURITE, variables))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(app.agent(), FAVOURITES, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await gql(superadmin.agent, SET_FAVOURITE, variables))).toBe("FORBIDDEN");
    expect(errorCode(await gql(rider.agent, SET_FAVOURITE, variables))).toBe("FORBIDDEN");
    expect(errorCode(await gql(keyAgent(app.url, secret), SET_FAVOURITE, variables))).toBe("FORBIDDEN");
    expect(errorCode(await gql(customer.agent, SET_FAVOURITE, { id: "00000000-0000-4000-8000-000000000000", favourite: true }))).toBe(
      "NOT_FOUND",
    );
  });

  it(`keep at most ${MAX_FAVOURITE_RESTAURANTS}`, async () => {
    const person = await signedInCustomer(app);
    await app.db.query(
      `INSERT INTO favourite_restaurants (user_id, restaurant_id)
       SELECT $1, id FROM restaurants WHERE id <> $2 ORDER BY id LIMIT $3`,
      [person.id, restaurantId, MAX_FAVOURITE_RESTAURANTS],
    );
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM favourite_restaurants WHERE user_id = $1`, [person.id]);
    if (rows[0].n < MAX_FAVOURITE_RESTAURANTS) {
      for (let i = rows[0].n; i < MAX_FAVOURITE_RESTAURANTS; i += 1) {
        const { id } = await insertRestaurant(app.db, PLACES.sea);
        await app.db.query(`INSERT INTO favourite_restaurants (user_id, restaurant_id) VALUES ($1, $2)`, [person.id, id]);
      }
    }
    const full = await gql(person.agent, SET_FAVOURITE, { id: restaurantId, favourite: true });
    expect(errorCode(full)).toBe("BAD_USER_INPUT");
    expect((await gql(person.agent, FAVOURITES, {})).data!.favouriteRestaurants).toHaveLength(MAX_FAVOURITE_RESTAURANTS);
  });
});
