import { focusAfterMove, moveBanner } from "./banner-order";

describe("moveBanner", () => {
  const ids = ["a", "b", "c"];

  it("swaps a banner with its neighbour", () => {
    expect(moveBanner(ids, 1, "up")).toEqual(["b", "a", "c"]);
    expect(moveBanner(ids, 1, "down")).toEqual(["a", "c", "b"]);
    expect(moveBanner(ids, 0, "down")).toEqual(["b", "a", "c"]);
  });

  it("cannot move the first up, the last down, or a banner that is not there", () => {
    expect(moveBanner(ids, 0, "up")).toBeNull();
    expect(moveBanner(ids, 2, "down")).toBeNull();
    expect(moveBanner(ids, 5, "up")).toBeNull();
    expect(moveBanner(["only"], 0, "down")).toBeNull();
  });

  it("leaves the original list alone", () => {
    moveBanner(ids, 1, "up");
    expect(ids).toEqual(["a", "b", "c"]);
  });
});

describe("focusAfterMove", () => {
  it("keeps the focus on the button used while it still works", () => {
    expect(focusAfterMove(1, 3, "up")).toBe("up");
    expect(focusAfterMove(1, 3, "down")).toBe("down");
  });

  it("hands the focus to the other button at the ends", () => {
    expect(focusAfterMove(0, 3, "up")).toBe("down");
    expect(focusAfterMove(2, 3, "down")).toBe("up");
  });
});
