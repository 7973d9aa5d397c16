import { nextSlide, previousSlide, ROTATION_MS } from "./carousel-rotation";

describe("banner rotation", () => {
  it("turns every 15 seconds", () => {
    expect(ROTATION_MS).toBe(15000);
  });

  it("wraps round both ways", () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(1, 3)).toBe(0);
  });

  it("stays on the first slide when there are none or one", () => {
    expect(nextSlide(0, 0)).toBe(0);
    expect(previousSlide(0, 1)).toBe(0);
  });
});
