import { canAskForHelp } from "./order-help-rules";

const NOW = new Date("2026-11-27T12:00:00Z");
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3600_000).toISOString();

describe("canAskForHelp", () => {
  it("offers help while the order is on its way", () => {
    for (const status of ["PENDING", "CONFIRMED", "PREPARING", "READY_FOR_PICKUP", "OUT_FOR_DELIVERY"] as const) {
      expect(canAskForHelp({ status, problems: [] }, NOW)).toBe(true);
    }
  });

  it("offers help up to 48 hours after the delivery", () => {
    expect(canAskForHelp({ status: "DELIVERED", deliveredAt: hoursAgo(47), problems: [] }, NOW)).toBe(true);
    expect(canAskForHelp({ status: "DELIVERED", deliveredAt: hoursAgo(49), problems: [] }, NOW)).toBe(false);
  });

  it("offers none on a rejected or cancelled order, nor while a problem is open", () => {
    expect(canAskForHelp({ status: "REJECTED", problems: [] }, NOW)).toBe(false);
    expect(canAskForHelp({ status: "CANCELLED", problems: [] }, NOW)).toBe(false);
    expect(canAskForHelp({ status: "DELIVERED", deliveredAt: hoursAgo(1), problems: [{ status: "OPEN" }] }, NOW)).toBe(false);
    expect(canAskForHelp({ status: "DELIVERED", deliveredAt: hoursAgo(1), problems: [{ status: "RESOLVED" }] }, NOW)).toBe(true);
  });
});
