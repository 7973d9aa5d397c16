import type request from "supertest";
import { kolkataMinutes, kolkataWeekdayIndex, nextKolkataMidnight, sameHoursEveryDay } from "../src/modules/restaurants/opening-hours";
import { WEEKDAYS, type Weekday } from "../src/modules/restaurants/weekday";
import { signedInCustomer, signedInStaff } from "./support/accounts";
import { createApiKey, keyAgent } from "./support/api-keys";
import { insertRestaurant } from "./support/fixtures";
import { errorCode, gql, operation, type Operation } from "./support/graphql";
import { UPDATE_RESTAURANT } from "./support/operations";
import { signedInRider } from "./support/riders";
import { startTestApp, type TestApp } from "./support/test-app";
import { PLACES, hhmm } from "./catalogue-support";
import { graphql } from "./gql";
import type { OpeningPeriodInput } from "./gql/graphql";

const HOURS = graphql(`
  query RestaurantHours($id: ID!) {
    restaurant(id: $id) { id isOpenNow nextOpensAt openingTime closingTime openingHours { day opens closes } }
  }
`);
const SET_OPENING_HOURS = graphql(`
  mutation SetOpeningHours($id: ID!, $periods: [OpeningPeriodInput!]!) {
    setOpeningHours(restaurantId: $id, periods: $periods) { id isOpenNow openingTime closingTime openingHours { day opens closes } }
  }
`);

let app: TestApp;
let admin: request.Agent;
beforeAll(async () => {
  app = await startTestApp();
  admin = (await signedInStaff(app, "admin")).agent;
});
afterAll(() => app.stop());

/** The day of the week in India, `days` from today. */
const weekday = (days: number): Weekday => WEEKDAYS[(kolkataWeekdayIndex(new Date()) + days + 7) % 7]!;

async function restaurantWith(periods: OpeningPeriodInput[]) {
  const { id } = await insertRestaurant(app.db, PLACES.guntur);
  const set = await gql(admin, SET_OPENING_HOURS, { id, periods });
  expect(set.errors).toBeUndefined();
  return id;
}
const hoursOf = async (id: string) => (await gql(app.agent(), HOURS, { id })).data!.restaurant;

describe("weekly opening hours in Asia/Kolkata", () => {
  it("keeps a period that runs past midnight on the day it starts", async () => {
    const now = kolkataMinutes(new Date());
    // Before 23:29 a period of yesterday running into today covers now; later, one of today running into tomorrow.
    const early = now < 23 * 60 + 29;
    const spanning: OpeningPeriodInput = early
      ? { day: weekday(-1), opens: "23:59", closes: hhmm(now + 30) }
      : { day: weekday(0), opens: "23:00", closes: "00:30" };
    const shifted: OpeningPeriodInput = { ...spanning, day: early ? weekday(0) : weekday(-1) };

    const open = await hoursOf(await restaurantWith([spanning]));
    expect(open).toMatchObject({ isOpenNow: true, nextOpensAt: null, openingHours: [spanning] });
    const closed = await hoursOf(await restaurantWith([shifted]));
    expect(closed.isOpenNow).toBe(false);
    expect(closed.nextOpensAt).not.toBeNull();
  });

  it("is closed all day on a day without periods, and says when it opens next", async () => {
    const everyOtherDay = sameHoursEveryDay("00:00", "00:00").filter((period) => period.day !== weekday(0));
    const restaurant = await hoursOf(await restaurantWith(everyOtherDay));
    expect(restaurant).toMatchObject({ isOpenNow: false, openingTime: "", closingTime: "" });
    expect(restaurant.openingHours).toHaveLength(6);
    expect(new Date(restaurant.nextOpensAt as string)).toEqual(nextKolkataMidnight(new Date()));
    // Nothing to open by: null.
    expect((await hoursOf(await restaurantWith([]))).nextOpensAt).toBeNull();
  });

  it("shows the periods Monday first, each day's by the time it opens", async () => {
    const id = await restaurantWith([
      { day: "SUNDAY", opens: "19:00", closes: "22:30" },
      { day: "MONDAY", opens: "19:00", closes: "22:00" },
      { day: "SUNDAY", opens: "7:30", closes: "15:00" },
    ]);
    expect((await hoursOf(id)).openingHours).toEqual([
      { day: "MONDAY", opens: "19:00", closes: "22:00" },
      { day: "SUNDAY", opens: "07:30", closes: "15:00" },
      { day: "SUNDAY", opens: "19:00", closes: "22:30" },
    ]);
  });
});

describe("setting the week's hours", () => {
  const invalid: Array<[string, OpeningPeriodInput[], string]> = [
    ["a time that is not HH:MM", [{ day: "MONDAY", opens: "25:00", closes: "22:00" }], "Opening time must be in HH:MM format"],
    ["a closing time that is not HH:MM", [{ day: "MONDAY", opens: "09:00", closes: "10pm" }], "Closing time must be in HH:MM format"],
    [
      "overlapping periods of a day",
      [
        { day: "MONDAY", opens: "11:00", closes: "15:00" },
        { day: "MONDAY", opens: "14:00", closes: "22:00" },
      ],
      "Opening periods must not overlap: MONDAY 11:00–15:00 and MONDAY 14:00–22:00",
    ],
    [
      "a night that runs into the next day's period",
      [
        { day: "SUNDAY", opens: "22:00", closes: "03:00" },
        { day: "MONDAY", opens: "02:00", closes: "10:00" },
      ],
      "Opening periods must not overlap: SUNDAY 22:00–03:00 and MONDAY 02:00–10:00",
    ],
    [
      "more periods than a day may have",
      [
        { day: "MONDAY", opens: "06:00", closes: "08:00" },
        { day: "MONDAY", opens: "09:00", closes: "11:00" },
        { day: "MONDAY", opens: "12:00", closes: "14:00" },
        { day: "MONDAY", opens: "15:00", closes: "17:00" },
        { day: "MONDAY", opens: "18:00", closes: "20:00" },
      ],
      "At most 4 opening periods a day",
    ],
    [
      "more periods than a week may have",
      Array.from({ length: 29 }, () => ({ day: "MONDAY", opens: "09:00", closes: "10:00" })),
      "At most 28 opening periods a week",
    ],
  ];

  it.each(invalid)("refuses %s and keeps the hours", async (_what, periods, message) => {
    const { id } = await insertRestaurant(app.db, PLACES.guntur);
    const result = await gql(admin, SET_OPENING_HOURS, { id, periods });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect(result.errors![0]!.message).toBe(message);
    expect((await hoursOf(id)).openingHours).toEqual(sameHoursEveryDay("00:00", "00:00"));
  });

  it("answers NOT_FOUND for an unknown restaurant", async () => {
    const result = await gql(admin, SET_OPENING_HOURS, { id: "00000000-0000-4000-8000-000000000000", periods: [] });
    expect(errorCode(result)).toBe("NOT_FOUND");
  });

  it("is for admins only: anonymous callers, customers, riders and API keys are refused", async () => {
    const { id } = await insertRestaurant(app.db, PLACES.guntur);
    const superadmin = await signedInStaff(app, "superadmin");
    const customer = await signedInCustomer(app);
    const rider = await signedInRider(app, superadmin, { onShift: false });
    const { secret } = await createApiKey(superadmin.agent, {
      name: "Hours key",
      scopes: ["MENU_WRITE", "ORDERS_WRITE"],
      restaurantIds: [id],
    });
    const send: Operation = operation(SET_OPENING_HOURS, { id, periods: [] });
    expect(errorCode(await send(app.agent()))).toBe("UNAUTHENTICATED");
    expect(errorCode(await send(customer.agent))).toBe("FORBIDDEN");
    expect(errorCode(await send(rider.agent))).toBe("FORBIDDEN");
    expect(errorCode(await send(keyAgent(app.url, secret)))).toBe("FORBIDDEN");
    expect((await hoursOf(id)).openingHours).toHaveLength(7);
    expect((await send(superadmin.agent)).errors).toBeUndefined();
    expect((await hoursOf(id)).openingHours).toEqual([]);
  });
});

describe("the one pair of times, as before", () => {
  it("shows today's first opening and last closing", async () => {
    const today = weekday(0);
    const id = await restaurantWith([
      { day: today, opens: "11:30", closes: "15:30" },
      { day: today, opens: "19:00", closes: "00:30" },
      { day: weekday(1), opens: "06:00", closes: "10:00" },
    ]);
    expect(await hoursOf(id)).toMatchObject({ openingTime: "11:30", closingTime: "00:30" });
  });

  it("sets that one period on every day, whole or half, through GraphQL and the legacy admin path", async () => {
    const { id } = await insertRestaurant(app.db, PLACES.guntur);
    const both = await gql(admin, UPDATE_RESTAURANT, { id, i: { openingTime: "8:00", closingTime: "22:00" } });
    expect(both.data!.updateRestaurant).toMatchObject({ openingTime: "08:00", closingTime: "22:00" });
    expect((await hoursOf(id)).openingHours).toEqual(sameHoursEveryDay("08:00", "22:00"));

    const half = await gql(admin, UPDATE_RESTAURANT, { id, i: { closingTime: "23:30" } });
    expect(half.data!.updateRestaurant).toMatchObject({ openingTime: "08:00", closingTime: "23:30" });
    expect((await hoursOf(id)).openingHours).toEqual(sameHoursEveryDay("08:00", "23:30"));

    const legacy = await admin.put(`/api/admin/restaurants/edit/${id}`).send({ openingTime: "09:15", closingTime: "21:45" });
    expect(legacy.status).toBe(200);
    expect((await hoursOf(id)).openingHours).toEqual(sameHoursEveryDay("09:15", "21:45"));
    const listed = await app.agent().get("/api/admin/restaurants/get");
    expect(listed.body.data.find((r: { _id: string }) => r._id === id)).toMatchObject({ openingTime: "09:15", closingTime: "21:45" });
  });

  it("refuses half a pair on a day the restaurant does not open", async () => {
    const id = await restaurantWith(sameHoursEveryDay("09:00", "17:00").filter((period) => period.day !== weekday(0)));
    const result = await gql(admin, UPDATE_RESTAURANT, { id, i: { openingTime: "10:00" } });
    expect(errorCode(result)).toBe("BAD_USER_INPUT");
    expect((await gql(admin, UPDATE_RESTAURANT, { id, i: { openingTime: "10:00", closingTime: "18:00" } })).errors).toBeUndefined();
    expect((await hoursOf(id)).openingHours).toEqual(sameHoursEveryDay("10:00", "18:00"));
  });
});
