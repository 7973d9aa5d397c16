import { DEFAULT_RIDER_PAY_CHARGES, type RiderPayCharges } from "../charges/charges";
import { riderDistanceKm, riderFeePaise } from "./rider-fee";

const PAY: RiderPayCharges = { riderBaseFeePaise: 3000, riderBaseDistanceKm: 3, riderPerKmFeePaise: 800 };

describe("riderFeePaise", () => {
  it("pays the base fee up to the base distance", () => {
    expect(riderFeePaise(PAY, 0.4)).toBe(3000);
    expect(riderFeePaise(PAY, 3)).toBe(3000);
    // 3.04 km reads 3.0 km, as the bill shows it.
    expect(riderFeePaise(PAY, 3.04)).toBe(3000);
  });

  it("adds the per-km fee for every started kilometre beyond", () => {
    expect(riderFeePaise(PAY, 3.1)).toBe(3800);
    expect(riderFeePaise(PAY, 4)).toBe(3800);
    expect(riderFeePaise(PAY, 4.2)).toBe(4600);
    expect(riderFeePaise(PAY, 7.95)).toBe(3000 + 5 * 800);
  });

  it("pays the base fee when the distance is unknown", () => {
    expect(riderFeePaise(PAY, null)).toBe(3000);
  });

  it("is never free and may be zero when the settings say so", () => {
    expect(riderFeePaise({ ...PAY, riderBaseFeePaise: 0 }, 2)).toBe(0);
    expect(riderFeePaise({ ...PAY, riderBaseFeePaise: 0 }, 5)).toBe(1600);
  });

  it("defaults to ₹30 within 3 km and ₹8 for each km beyond", () => {
    expect(riderFeePaise(DEFAULT_RIDER_PAY_CHARGES, 2.5)).toBe(3000);
    expect(riderFeePaise(DEFAULT_RIDER_PAY_CHARGES, 5.5)).toBe(3000 + 3 * 800);
  });

  it("keeps the distance to a tenth of a kilometre", () => {
    expect(riderDistanceKm(4.26)).toBe(4.3);
    expect(riderDistanceKm(null)).toBeNull();
  });
});
