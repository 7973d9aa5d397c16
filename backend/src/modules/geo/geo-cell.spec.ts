import { cellKey, cellOf } from "./geo-cell";

describe("the ~100 m cells points are looked up by", () => {
  it("rounds to the nearest thousandth of a degree", () => {
    expect(cellOf({ latitude: 16.5449, longitude: 81.5212 })).toEqual({ latitude: 16.545, longitude: 81.521 });
    expect(cellOf({ latitude: 15.1996, longitude: 82.6004 })).toEqual({ latitude: 15.2, longitude: 82.6 });
  });

  it("gives every point of a cell the same key, and neighbouring cells different ones", () => {
    expect(cellKey({ latitude: 15.2, longitude: 82.6 })).toBe("15.200,82.600");
    expect(cellKey({ latitude: 15.2004, longitude: 82.5996 })).toBe("15.200,82.600");
    expect(cellKey({ latitude: 15.1996, longitude: 82.6004 })).toBe("15.200,82.600");
    expect(cellKey({ latitude: 15.2006, longitude: 82.6 })).toBe("15.201,82.600");
    expect(cellKey({ latitude: 15.2, longitude: 82.5994 })).toBe("15.200,82.599");
  });

  it("keeps the sign, and has one key for the cell on either side of zero", () => {
    expect(cellKey({ latitude: -33.86882, longitude: -151.20929 })).toBe("-33.869,-151.209");
    expect(cellKey({ latitude: -0.0001, longitude: 0.0001 })).toBe("0.000,0.000");
    expect(Object.is(cellOf({ latitude: -0.0001, longitude: 0 }).latitude, 0)).toBe(true);
  });
});
