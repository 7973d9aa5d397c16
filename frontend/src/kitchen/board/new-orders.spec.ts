import { arrivalsAmong } from "./new-orders";

describe("arrivalsAmong", () => {
  it("announces nothing the board shows when it opens", () => {
    const first = arrivalsAmong(null, [
      { id: "a", status: "PENDING" },
      { id: "b", status: "PREPARING" },
    ]);
    expect(first.arrived).toEqual([]);
    expect([...first.seen].sort()).toEqual(["a", "b"]);
  });

  it("announces a new pending order once, however often it is seen again", () => {
    const first = arrivalsAmong(null, [{ id: "a", status: "PENDING" }]);
    const second = arrivalsAmong(first.seen, [
      { id: "a", status: "PENDING" },
      { id: "c", status: "PENDING" },
    ]);
    expect(second.arrived).toEqual(["c"]);
    expect(arrivalsAmong(second.seen, [{ id: "c", status: "PENDING" }]).arrived).toEqual([]);
  });

  it("does not announce an order that shows up already accepted (moved on elsewhere)", () => {
    const first = arrivalsAmong(null, []);
    expect(arrivalsAmong(first.seen, [{ id: "d", status: "CONFIRMED" }]).arrived).toEqual([]);
  });
});
