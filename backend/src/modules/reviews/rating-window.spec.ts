import { ratingOpen } from "./rating-window";

const DELIVERED = new Date("2026-11-20T10:00:00Z");
const delivered = { status: "delivered" as const, deliveredAt: DELIVERED, restaurantId: "r1" };
const later = (ms: number) => new Date(DELIVERED.getTime() + ms);
const DAY = 24 * 60 * 60 * 1000;

describe("ratingOpen", () => {
  it("is open from the delivery until seven days after it", () => {
    expect(ratingOpen(delivered, later(0))).toBe(true);
    expect(ratingOpen(delivered, later(7 * DAY))).toBe(true);
    expect(ratingOpen(delivered, later(7 * DAY + 1))).toBe(false);
  });

  it("is closed before delivery, for a failed delivery and when the restaurant is gone", () => {
    expect(ratingOpen({ ...delivered, status: "out_for_delivery", deliveredAt: null }, later(0))).toBe(false);
    expect(ratingOpen({ ...delivered, status: "delivery_failed" }, later(0))).toBe(false);
    expect(ratingOpen({ ...delivered, restaurantId: null }, later(0))).toBe(false);
  });
});
