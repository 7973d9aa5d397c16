import { ExpiringLru } from "./expiring-lru";

describe("the in-memory answer store", () => {
  let now = 0;
  const clock = () => now;
  beforeEach(() => {
    now = 1_000;
  });

  it("keeps an answer until it expires, null answers included", () => {
    const lru = new ExpiringLru<string | null>(10, clock);
    lru.set("a", "Tanuku", 100);
    lru.set("b", null, 50);
    now += 49;
    expect(lru.get("a")).toBe("Tanuku");
    expect(lru.get("b")).toBeNull();
    now += 1;
    expect(lru.get("b")).toBeUndefined();
    now += 50;
    expect(lru.get("a")).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it("never holds more than its bound, dropping the answer used least recently", () => {
    const lru = new ExpiringLru<number>(3, clock);
    lru.set("a", 1, 1_000);
    lru.set("b", 2, 1_000);
    lru.set("c", 3, 1_000);
    expect(lru.get("a")).toBe(1);
    lru.set("d", 4, 1_000);
    expect(lru.size).toBe(3);
    expect(lru.get("b")).toBeUndefined();
    expect([lru.get("a"), lru.get("c"), lru.get("d")]).toEqual([1, 3, 4]);
  });

  it("replaces an answer, with the new answer's lifetime", () => {
    const lru = new ExpiringLru<string>(3, clock);
    lru.set("a", "old", 10);
    lru.set("a", "new", 100);
    now += 50;
    expect(lru.get("a")).toBe("new");
    expect(lru.size).toBe(1);
  });
});
