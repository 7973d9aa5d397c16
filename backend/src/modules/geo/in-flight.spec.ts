import { InFlight } from "./in-flight";

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe("sharing lookups that are under way", () => {
  it("runs one lookup for callers asking the same key meanwhile, and shares its result", async () => {
    const inFlight = new InFlight<string>();
    const pending = deferred<string>();
    const lookup = jest.fn(() => pending.promise);
    const answers = [inFlight.run("a", lookup), inFlight.run("a", lookup), inFlight.run("a", lookup)];
    pending.resolve("Tanuku");
    expect(await Promise.all(answers)).toEqual(["Tanuku", "Tanuku", "Tanuku"]);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it("runs separate lookups for separate keys, and a new one once the last has finished", async () => {
    const inFlight = new InFlight<string>();
    const lookup = jest.fn(async () => "x");
    await Promise.all([inFlight.run("a", lookup), inFlight.run("b", lookup)]);
    await inFlight.run("a", lookup);
    expect(lookup).toHaveBeenCalledTimes(3);
  });

  it("shares a failure too, and forgets it", async () => {
    const inFlight = new InFlight<string>();
    const failing = deferred<string>();
    const both = [inFlight.run("a", () => failing.promise), inFlight.run("a", () => failing.promise)];
    failing.reject(new Error("timeout"));
    for (const answer of both) await expect(answer).rejects.toThrow("timeout");
    await expect(inFlight.run("a", async () => "retried")).resolves.toBe("retried");
  });
});
