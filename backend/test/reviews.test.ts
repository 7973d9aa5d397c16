import webpush from "web-push";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertMenuItem, insertRestaurant, TOWN, type MenuItemRow, type RestaurantRow } from "./support/fixtures";
import { errorCode, gql, ok } from "./support/graphql";
import { addStaff } from "./support/kitchen";
import { RESTAURANTS_NEAR, SAVE_PUSH_SUBSCRIPTION, SET_PREFERRED_LANGUAGE } from "./support/operations";
import { insertAddress, insertOrder, kmNorthOfTown } from "./support/order-fixtures";
import { PushReceiver, TestBrowser } from "./support/push-receiver";
import {
  HIDE_REVIEW,
  ORDER_RATING,
  RATE_ORDER,
  REPLY_TO_REVIEW,
  RESTAURANT_RATING,
  REVIEWS,
  RIDER_RATING,
  STAFF_REVIEWS,
} from "./support/reviews";
import { assign, officeMoves, pickUpAndDeliver, placeOrderOf, signedInRider, type Person } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";

/** Ratings and reviews (docs/architecture.md#ratings-and-reviews). */

const vapid = webpush.generateVAPIDKeys();
const receiver = new PushReceiver();
let app: TestApp;
let superadmin: Person;
let admin: Person;
let restaurant: RestaurantRow;
let dosa: MenuItemRow;
let vada: MenuItemRow;
/** Telugu on her account, a browser subscribed to pushes. */
let lakshmi: Person & { addressId: string; browser: TestBrowser };
let ravi: Person;
let rider: Person;
/** On the restaurant's staff (a customer account with a membership). */
let cook: Person;

beforeAll(async () => {
  await receiver.start();
  app = await startTestApp({
    env: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:push-test@ruchi.example",
      PUSH_ALLOW_HTTP_ENDPOINTS: "true",
      AUTH_IP_LIMIT_FACTOR: "20",
    },
  });
  superadmin = await signedInStaff(app, "superadmin");
  admin = await signedInStaff(app, "admin");
  restaurant = await insertRestaurant(app.db, { name: "Sri Krishna Tiffins", rating: 4 });
  dosa = await insertMenuItem(app.db, restaurant.id, { name: "Masala Dosa" });
  vada = await insertMenuItem(app.db, restaurant.id, { name: "Medu Vada" });
  const l = await signedInCustomer(app, { userName: "Lakshmi Prasanna Devi" });
  const browser = new TestBrowser(receiver);
  ok(await gql(l.agent, SAVE_PUSH_SUBSCRIPTION, { input: browser.subscription }));
  ok(await gql(l.agent, SET_PREFERRED_LANGUAGE, { language: "te" }));
  lakshmi = { ...l, browser, addressId: await insertAddress(app.db, l.id, kmNorthOfTown(2)) };
  ravi = await signedInCustomer(app, { userName: "Ravi Teja" });
  rider = await signedInRider(app, superadmin, { userName: "Suresh Babu" });
  cook = await signedInCustomer(app, { userName: "Kiran Cook" });
  await addStaff(admin.agent, restaurant.id, cook.email);
});
afterAll(async () => {
  await app.stop();
  await receiver.stop();
});

/** An order of the customer written as delivered `daysAgo` days ago (no rider): the test sets the delivery's clock. */
async function deliveredOrder(customerId: string, daysAgo = 0, restaurantRow: RestaurantRow = restaurant, items = [dosa, vada]) {
  const orderId = await insertOrder(app.db, {
    userId: customerId,
    restaurantId: restaurantRow.id,
    restaurantName: restaurantRow.name,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000 - 3_600_000).toISOString(),
    status: "delivered",
    lines: items.map((item) => ({ menuItemId: item.id, name: item.name, unitPricePaise: 10000, quantity: 1 })),
  });
  await app.db.query(`UPDATE orders SET delivered_at = now() - make_interval(secs => $2) WHERE id = $1`, [orderId, daysAgo * 86_400]);
  return orderId;
}

/** Placed through the API, cooked, and delivered by the rider: the order process runs every step. */
async function deliveredByRider(): Promise<{ id: string; shortId: string }> {
  const order = await placeOrderOf(app, lakshmi, lakshmi.addressId, restaurant.id, [{ menuItemId: dosa.id, quantity: 1 }]);
  await officeMoves(admin.agent, order.id, "CONFIRMED", "PREPARING");
  await assign(admin.agent, order.id, rider.id);
  await pickUpAndDeliver(rider.agent, order.id, order.total);
  return order;
}

const rate = (agent: Person["agent"], orderId: string, input: Record<string, unknown> = { foodRating: 5 }) =>
  gql(agent, RATE_ORDER, { orderId, input: input as { foodRating: number } });

describe("rating an order", () => {
  it("lets the customer rate a rider's delivery once, food and delivery, with a comment and liked dishes", async () => {
    const order = await deliveredByRider();
    expect(ok(await gql(lakshmi.agent, ORDER_RATING, { id: order.id })).order.rating).toBeNull();
    const rated = ok(
      await rate(lakshmi.agent, order.id, {
        foodRating: 4,
        deliveryRating: 5,
        comment: "  Crisp dosa, hot chutney  ",
        likedMenuItemIds: [dosa.id],
      }),
    ).rateOrder;
    expect(rated).toMatchObject({
      orderId: order.id,
      foodRating: 4,
      deliveryRating: 5,
      comment: "Crisp dosa, hot chutney",
      likedMenuItemIds: [dosa.id],
    });
    expect(ok(await gql(lakshmi.agent, ORDER_RATING, { id: order.id })).order.rating).toMatchObject({ id: rated.id, foodRating: 4 });
    expect(errorCode(await rate(lakshmi.agent, order.id, { foodRating: 1 }))).toBe("ALREADY_RATED");
    // The rider sees their average.
    expect(ok(await gql(rider.agent, RIDER_RATING)).riderMe).toMatchObject({ averageDeliveryRating: 5, deliveryRatingCount: 1 });
  });

  it("refuses everyone but the order's customer: another customer, staff, the rider and an API key are FORBIDDEN", async () => {
    const orderId = await deliveredOrder(lakshmi.id);
    expect(errorCode(await rate(app.agent(), orderId))).toBe("UNAUTHENTICATED");
    expect(errorCode(await rate(ravi.agent, orderId))).toBe("FORBIDDEN");
    expect(errorCode(await rate(cook.agent, orderId))).toBe("FORBIDDEN");
    expect(errorCode(await rate(admin.agent, orderId))).toBe("FORBIDDEN");
    expect(errorCode(await rate(superadmin.agent, orderId))).toBe("FORBIDDEN");
    expect(errorCode(await rate(rider.agent, orderId))).toBe("FORBIDDEN");
    const { secret } = await createApiKey(superadmin.agent, { name: "Partner", scopes: ["ORDERS_WRITE"], restaurantIds: [restaurant.id] });
    expect(errorCode(await rate(keyAgent(app.url, secret), orderId))).toBe("FORBIDDEN");
    expect(ok(await gql(lakshmi.agent, ORDER_RATING, { id: orderId })).order.rating).toBeNull();
  });

  it("is closed before delivery and more than 7 days after it (RATING_CLOSED)", async () => {
    const onTheWay = await insertOrder(app.db, {
      userId: lakshmi.id,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      createdAt: new Date().toISOString(),
      status: "out_for_delivery",
      lines: [{ menuItemId: dosa.id, name: dosa.name, unitPricePaise: 10000, quantity: 1 }],
    });
    expect(errorCode(await rate(lakshmi.agent, onTheWay))).toBe("RATING_CLOSED");
    expect(errorCode(await rate(lakshmi.agent, await deliveredOrder(lakshmi.id, 8)))).toBe("RATING_CLOSED");
    expect(ok(await rate(lakshmi.agent, await deliveredOrder(lakshmi.id, 6.9))).rateOrder.foodRating).toBe(5);
  });

  it("judges the input: stars 1 to 5, a delivery rating only after a rider, liked dishes of the order, 500 characters", async () => {
    const orderId = await deliveredOrder(lakshmi.id, 0, restaurant, [dosa]);
    expect(errorCode(await rate(lakshmi.agent, orderId, { foodRating: 6 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await rate(lakshmi.agent, orderId, { foodRating: 0 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await rate(lakshmi.agent, orderId, { foodRating: 4, deliveryRating: 4 }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await rate(lakshmi.agent, orderId, { foodRating: 4, likedMenuItemIds: [vada.id] }))).toBe("BAD_USER_INPUT");
    expect(errorCode(await rate(lakshmi.agent, orderId, { foodRating: 4, comment: "x".repeat(501) }))).toBe("BAD_USER_INPUT");
    expect(ok(await gql(lakshmi.agent, ORDER_RATING, { id: orderId })).order.rating).toBeNull();
  });
});

describe("the restaurant's rating", () => {
  it("is the starting rating until 5 customers rated, then weighs it as 5 ratings (0, 4, 5 and 50 ratings), and sorts the list", async () => {
    const house = await insertRestaurant(app.db, { name: "Formula House", rating: 4 });
    await insertRestaurant(app.db, { name: "Formula Rival", rating: 3.5 });
    const ratingOf = async () => ok(await gql(app.agent(), RESTAURANT_RATING, { id: house.id })).restaurant;
    const rateTimes = async (times: number, foodRating: number) => {
      for (let i = 0; i < times; i += 1) ok(await rate(ravi.agent, await deliveredOrder(ravi.id, 0, house, []), { foodRating }));
    };
    const bestFirst = async () =>
      ok(await gql(app.agent(), RESTAURANTS_NEAR, { lat: TOWN.latitude, lng: TOWN.longitude, sort: "RATING", limit: 50 }))
        .restaurantsNear.items.map((r) => r.name)
        .filter((name) => name.startsWith("Formula"));

    expect(await ratingOf()).toEqual({ id: house.id, rating: 4, ratingCount: 0, startingRating: 4 });
    expect(await bestFirst()).toEqual(["Formula House", "Formula Rival"]);

    await rateTimes(4, 1);
    expect(await ratingOf()).toMatchObject({ rating: 4, ratingCount: 4 });
    expect(await bestFirst()).toEqual(["Formula House", "Formula Rival"]);

    await rateTimes(1, 1);
    // (5 × 4.0 + 5 × 1) / 10 = 2.5: now below the rival's 3.5, in the list's sort too.
    expect(await ratingOf()).toMatchObject({ rating: 2.5, ratingCount: 5, startingRating: 4 });
    expect(await bestFirst()).toEqual(["Formula Rival", "Formula House"]);

    await rateTimes(45, 5);
    // (5 × 4.0 + 5 × 1 + 45 × 5) / 55 = 250 / 55 = 4.545… → 4.5
    expect(await ratingOf()).toMatchObject({ rating: 4.5, ratingCount: 50 });
    expect(await bestFirst()).toEqual(["Formula House", "Formula Rival"]);

    // The public list is bounded: 20 unless asked, never more than 50.
    const firstPage = ok(await gql(app.agent(), REVIEWS, { restaurantId: house.id })).reviews;
    expect([firstPage.items.length, firstPage.total]).toEqual([20, 50]);
    expect(ok(await gql(app.agent(), REVIEWS, { restaurantId: house.id, limit: 50, offset: 40 })).reviews.items).toHaveLength(10);
    expect(errorCode(await gql(app.agent(), REVIEWS, { restaurantId: house.id, limit: 51 }))).toBe("BAD_USER_INPUT");
  }, 120_000);
});

describe("reviews", () => {
  let reviewId: string;
  let olderReviewId: string;

  beforeAll(async () => {
    const older = await deliveredOrder(lakshmi.id);
    olderReviewId = ok(await rate(lakshmi.agent, older, { foodRating: 2, comment: "Cold sambar" })).rateOrder.id;
    reviewId = ok(await rate(ravi.agent, await deliveredOrder(ravi.id), { foodRating: 5, comment: "Best vada in town" })).rateOrder.id;
  });

  it("are public, newest first, with the customer's first name only", async () => {
    const { items } = ok(await gql(app.agent(), REVIEWS, { restaurantId: restaurant.id, limit: 2 })).reviews;
    expect(items.map((review) => [review.id, review.firstName, review.comment])).toEqual([
      [reviewId, "Ravi", "Best vada in town"],
      [olderReviewId, "Lakshmi", "Cold sambar"],
    ]);
    const text = JSON.stringify(items);
    for (const secret of [lakshmi.email, ravi.email, "Prasanna", "Teja"]) expect(text).not.toContain(secret);
  });

  it("get one reply, from the restaurant's staff only", async () => {
    const other = await insertRestaurant(app.db, { name: "Another Kitchen" });
    const otherCook = await signedInCustomer(app, { userName: "Other Cook" });
    await addStaff(admin.agent, other.id, otherCook.email);
    const { secret } = await createApiKey(superadmin.agent, {
      name: "Reply key",
      scopes: ["ORDERS_WRITE"],
      restaurantIds: [restaurant.id],
    });
    const reply = (agent: Person["agent"], text = "Thank you!") => gql(agent, REPLY_TO_REVIEW, { reviewId, text });
    expect(errorCode(await reply(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await reply(ravi.agent))).toBe("FORBIDDEN");
    expect(errorCode(await reply(otherCook.agent))).toBe("FORBIDDEN");
    expect(errorCode(await reply(rider.agent))).toBe("FORBIDDEN");
    expect(errorCode(await reply(keyAgent(app.url, secret)))).toBe("FORBIDDEN");
    expect(errorCode(await reply(cook.agent, "   "))).toBe("BAD_USER_INPUT");
    expect(errorCode(await reply(cook.agent, "x".repeat(501)))).toBe("BAD_USER_INPUT");
    expect(ok(await reply(cook.agent, " Thank you, Ravi! ")).replyToReview.reply).toBe("Thank you, Ravi!");
    expect(errorCode(await reply(cook.agent, "Again"))).toBe("ALREADY_REPLIED");
    const { items } = ok(await gql(app.agent(), REVIEWS, { restaurantId: restaurant.id, limit: 1 })).reviews;
    expect(items[0]).toMatchObject({ id: reviewId, reply: "Thank you, Ravi!" });
  });

  it("are hidden by admins only, with a reason: out of the public list, still in the rating and the staff's list", async () => {
    const before = ok(await gql(app.agent(), RESTAURANT_RATING, { id: restaurant.id })).restaurant;
    const publicTotal = ok(await gql(app.agent(), REVIEWS, { restaurantId: restaurant.id })).reviews.total;
    const hide = (agent: Person["agent"]) => gql(agent, HIDE_REVIEW, { reviewId: olderReviewId, reason: "Abusive words" });
    expect(errorCode(await hide(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await hide(lakshmi.agent))).toBe("FORBIDDEN");
    expect(errorCode(await hide(cook.agent))).toBe("FORBIDDEN");
    expect(ok(await hide(admin.agent)).hideReview).toEqual({ id: olderReviewId, isHidden: true, hiddenReason: "Abusive words" });

    const after = ok(await gql(app.agent(), REVIEWS, { restaurantId: restaurant.id, limit: 50 })).reviews;
    expect(after.total).toBe(publicTotal - 1);
    expect(after.items.map((review) => review.id)).not.toContain(olderReviewId);
    expect(ok(await gql(app.agent(), RESTAURANT_RATING, { id: restaurant.id })).restaurant).toEqual(before);
    const staffList = ok(await gql(cook.agent, STAFF_REVIEWS, { restaurantId: restaurant.id, limit: 50 })).restaurantReviews;
    expect(staffList.items.find((review) => review.id === olderReviewId)).toMatchObject({ isHidden: true, hiddenReason: "Abusive words" });
    expect(errorCode(await gql(ravi.agent, STAFF_REVIEWS, { restaurantId: restaurant.id }))).toBe("FORBIDDEN");
  });
});

describe("the invite to rate", () => {
  /** The order's invite job, due now instead of an hour after the delivery (the test moves the queue's clock). */
  const dueNow = (orderId: string) =>
    app.db.query(`UPDATE pgboss.job SET start_after = now() WHERE name = 'rating-invites' AND data->>'orderId' = $1`, [orderId]);
  const inviteState = async (orderId: string) =>
    (await app.db.query(`SELECT state, start_after FROM pgboss.job WHERE name = 'rating-invites' AND data->>'orderId' = $1`, [orderId]))
      .rows;
  const until = async (check: () => Promise<boolean>) => {
    const deadline = Date.now() + 20_000;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error("timed out");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it("is queued an hour after delivery and sent once, by e-mail and push in the customer's language, whichever of two nodes runs it", async () => {
    const peer = await app.startPeer();
    receiver.clear();
    const order = await deliveredByRider();
    const [job] = await inviteState(order.id);
    expect(new Date(job.start_after).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);

    await dueNow(order.id);
    const mail = await app.mail.latest(lakshmi.email, new RegExp(`ఆర్డర్ #${order.shortId} ఎలా ఉంది`));
    expect(mail.text).toContain(`/shop/account?tab=orders&order=${order.id}`);
    await until(async () => (await inviteState(order.id))[0]?.state === "completed");
    await app.running.services.pushSender.idle();
    await peer.services.pushSender.idle();
    const pushes = receiver.to(lakshmi.browser).map((push) => lakshmi.browser.decrypt(push) as { title: string });
    const invite = `ఆర్డర్ #${order.shortId} ఎలా ఉంది?`;
    expect(pushes.filter((push) => push.title === invite)).toEqual([expect.objectContaining({ title: invite })]);
    // A run again (a retry, another node): nothing more goes out.
    expect(await Promise.all([app.running.services.ratingInvites.send(order.id), peer.services.ratingInvites.send(order.id)])).toEqual([
      false,
      false,
    ]);
    expect(app.mail.messages.filter((m) => m.subject === mail.subject)).toHaveLength(1);
  }, 60_000);

  it("is never sent once the order is rated", async () => {
    const order = await deliveredByRider();
    ok(await rate(lakshmi.agent, order.id, { foodRating: 5, deliveryRating: 4 }));
    await dueNow(order.id);
    await until(async () => (await inviteState(order.id))[0]?.state === "completed");
    expect(app.mail.messages.filter((m) => m.subject.includes(`#${order.shortId} ఎలా ఉంది`))).toEqual([]);
    expect((await app.db.query(`SELECT 1 FROM order_rating_invites WHERE order_id = $1`, [order.id])).rowCount).toBe(0);
  }, 60_000);
});
