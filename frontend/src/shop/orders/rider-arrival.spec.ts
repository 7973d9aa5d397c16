import i18next, { type TFunction } from "i18next";
import { liveOrders as en } from "../../i18n/en/live-orders";
import { liveOrders as te } from "../../i18n/te/live-orders";
import { positionAgeText, riderArrivalText, riderDistance, riderTelUrl } from "./rider-arrival";

async function textsIn(language: "en" | "te"): Promise<TFunction> {
  const instance = i18next.createInstance();
  await instance.init({
    resources: { en: { translation: { liveOrders: en } }, te: { translation: { liveOrders: te } } },
    lng: language,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

// 7:52 pm in India.
const ARRIVAL = "2025-05-24T14:22:00Z";

describe("riderDistance", () => {
  it("rounds to one decimal", () => {
    expect(riderDistance(1.2345)).toBe("1.2");
    expect(riderDistance(1.25)).toBe("1.3");
    expect(riderDistance(0.96)).toBe("1.0");
    expect(riderDistance(12)).toBe("12.0");
    expect(riderDistance(0.04)).toBe("0.0");
  });

  it("gives nothing for a missing or impossible distance", () => {
    expect(riderDistance(null)).toBeNull();
    expect(riderDistance(undefined)).toBeNull();
    expect(riderDistance(Number.NaN)).toBeNull();
    expect(riderDistance(Number.POSITIVE_INFINITY)).toBeNull();
    expect(riderDistance(-0.5)).toBeNull();
  });
});

describe("riderArrivalText", () => {
  let t: TFunction;
  beforeAll(async () => {
    // formatTime follows the app's language (the global i18next), English until it has one.
    t = await textsIn("en");
  });

  it("says how far away the rider is and when they arrive", () => {
    expect(riderArrivalText(t, "Kiran", { distanceKm: 1.2345, estimatedArrivalAt: ARRIVAL })).toBe(
      "Kiran is 1.2 km away · arriving around 7:52 pm",
    );
  });

  it("says the distance alone without an estimate, or with one it cannot read", () => {
    expect(riderArrivalText(t, "Kiran", { distanceKm: 3.06, estimatedArrivalAt: null })).toBe("Kiran is 3.1 km away");
    expect(riderArrivalText(t, "Kiran", { distanceKm: 3.06 })).toBe("Kiran is 3.1 km away");
    expect(riderArrivalText(t, "Kiran", { distanceKm: 3.06, estimatedArrivalAt: "soon" })).toBe("Kiran is 3.1 km away");
  });

  it("says the rider is almost there once the distance rounds to nothing", () => {
    expect(riderArrivalText(t, "Kiran", { distanceKm: 0.04, estimatedArrivalAt: ARRIVAL })).toBe("Kiran is almost at your door");
    expect(riderArrivalText(t, "Kiran", { distanceKm: 0, estimatedArrivalAt: ARRIVAL })).toBe("Kiran is almost at your door");
    expect(riderArrivalText(t, "Kiran", { distanceKm: 0.05, estimatedArrivalAt: ARRIVAL })).toBe(
      "Kiran is 0.1 km away · arriving around 7:52 pm",
    );
  });

  it("says the rider is on the way when the address has no coordinates to measure to", () => {
    expect(riderArrivalText(t, "Kiran", { distanceKm: null, estimatedArrivalAt: null })).toBe("Kiran is on the way with your order");
  });

  it("says nothing before the rider shares a position", () => {
    expect(riderArrivalText(t, "Kiran", null)).toBeNull();
    expect(riderArrivalText(t, "Kiran", undefined)).toBeNull();
  });

  it("speaks Telugu with the same rules", async () => {
    const telugu = await textsIn("te");
    await i18next.init({ lng: "te", resources: {}, supportedLngs: ["en", "te"], fallbackLng: false });
    try {
      expect(riderArrivalText(telugu, "కిరణ్", { distanceKm: 1.2345, estimatedArrivalAt: ARRIVAL })).toBe(
        "కిరణ్ 1.2 కి.మీ. దూరంలో ఉన్నారు · సుమారు సాయంత్రం 7:52కి వస్తారు",
      );
      expect(riderArrivalText(telugu, "కిరణ్", { distanceKm: 2 })).toBe("కిరణ్ 2.0 కి.మీ. దూరంలో ఉన్నారు");
    } finally {
      await i18next.changeLanguage("en");
    }
  });
});

describe("positionAgeText", () => {
  let t: TFunction;
  beforeAll(async () => {
    t = await textsIn("en");
  });
  const now = Date.parse("2025-05-24T14:00:00Z");
  const secondsBefore = (seconds: number) => new Date(now - seconds * 1000).toISOString();

  it("says just now for the first ten seconds, and for a clock a little behind the server's", () => {
    expect(positionAgeText(t, secondsBefore(0), now)).toBe("Location updated just now");
    expect(positionAgeText(t, secondsBefore(9.9), now)).toBe("Location updated just now");
    expect(positionAgeText(t, secondsBefore(-20), now)).toBe("Location updated just now");
  });

  it("counts tens of seconds, then whole minutes", () => {
    expect(positionAgeText(t, secondsBefore(10), now)).toBe("Location updated 10 s ago");
    expect(positionAgeText(t, secondsBefore(34), now)).toBe("Location updated 30 s ago");
    expect(positionAgeText(t, secondsBefore(59), now)).toBe("Location updated 50 s ago");
    expect(positionAgeText(t, secondsBefore(60), now)).toBe("Location updated 1 min ago");
    expect(positionAgeText(t, secondsBefore(185), now)).toBe("Location updated 3 min ago");
  });

  it("says nothing for a time it cannot read", () => {
    expect(positionAgeText(t, "not a time", now)).toBeNull();
  });
});

describe("riderTelUrl", () => {
  it("dials a 10-digit number with India's code and leaves an international one as it is", () => {
    expect(riderTelUrl("9876543213")).toBe("tel:+919876543213");
    expect(riderTelUrl("98765 43213")).toBe("tel:+919876543213");
    expect(riderTelUrl("+919876543213")).toBe("tel:+919876543213");
  });
});
