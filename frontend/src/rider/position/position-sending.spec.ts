import {
  SEND_DISTANCE_M,
  SEND_INTERVAL_MS,
  delayUntilNextSend,
  distanceMetres,
  shouldSendPosition,
  type SentPosition,
} from "./position-sending";

/** Bhimavaram, the demo town. */
const start = { latitude: 16.5449, longitude: 81.5212 };
/** One metre of latitude, in degrees. */
const METRE = 1 / 111_195;
const north = (metres: number) => ({ latitude: start.latitude + metres * METRE, longitude: start.longitude });

const sent: SentPosition = { ...start, sentAt: 1_000_000 };

describe("distanceMetres", () => {
  it("is zero for the same point and about right for known distances", () => {
    expect(distanceMetres(start, start)).toBe(0);
    expect(distanceMetres(start, north(50))).toBeCloseTo(50, 0);
    // A degree of latitude is about 111.2 km; a degree of longitude at 60° about half of that.
    expect(distanceMetres({ latitude: 16, longitude: 81 }, { latitude: 17, longitude: 81 }) / 1000).toBeCloseTo(111.2, 1);
    expect(distanceMetres({ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 }) / 1000).toBeCloseTo(55.6, 1);
  });
});

describe("shouldSendPosition: at most every 15 s, sooner after a move of 50 m", () => {
  it("sends the first fix at once", () => {
    expect(shouldSendPosition(null, start, 0)).toBe(true);
  });

  it("holds back a fix close to the last one sent within 15 s", () => {
    expect(shouldSendPosition(sent, start, sent.sentAt + 1)).toBe(false);
    expect(shouldSendPosition(sent, north(10), sent.sentAt + 5_000)).toBe(false);
    expect(shouldSendPosition(sent, north(49), sent.sentAt + SEND_INTERVAL_MS - 1)).toBe(false);
  });

  it("sends once 15 s have passed, even without moving", () => {
    expect(shouldSendPosition(sent, start, sent.sentAt + SEND_INTERVAL_MS)).toBe(true);
    expect(shouldSendPosition(sent, north(5), sent.sentAt + 60_000)).toBe(true);
  });

  it("sends sooner after a move of 50 m or more", () => {
    expect(shouldSendPosition(sent, north(SEND_DISTANCE_M + 0.5), sent.sentAt + 2_000)).toBe(true);
    expect(shouldSendPosition(sent, north(300), sent.sentAt + 1)).toBe(true);
  });

  it("treats a clock set back as time passed", () => {
    expect(shouldSendPosition(sent, start, sent.sentAt - 60_000)).toBe(true);
  });

  it("never sends a fix that is not a place on Earth", () => {
    expect(shouldSendPosition(null, { latitude: Number.NaN, longitude: 81 }, 0)).toBe(false);
    expect(shouldSendPosition(sent, { latitude: 91, longitude: 81 }, sent.sentAt + 60_000)).toBe(false);
    expect(shouldSendPosition(sent, { latitude: 16, longitude: Number.POSITIVE_INFINITY }, sent.sentAt + 60_000)).toBe(false);
  });
});

describe("delayUntilNextSend", () => {
  it("waits out the rest of the 15 s since the last fix sent", () => {
    expect(delayUntilNextSend(sent, sent.sentAt)).toBe(SEND_INTERVAL_MS);
    expect(delayUntilNextSend(sent, sent.sentAt + 10_000)).toBe(5_000);
    expect(delayUntilNextSend(sent, sent.sentAt + 20_000)).toBe(0);
  });
});
