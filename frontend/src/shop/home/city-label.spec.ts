import { home } from "../../i18n/en/home";
import { cityLabel, type CityLabel } from "./city-label";

const gps = { status: "located", latitude: 16.5449, longitude: 81.5212, source: "gps" } as const;

const shown = (label: CityLabel) => (label.kind === "place" ? label.name : home[label.key.split(".")[1] as keyof typeof home]);

describe("home city label", () => {
  it("says 'Detecting...' while the browser looks, retry included", () => {
    expect(shown(cityLabel({ status: "detecting" }, null))).toBe("Detecting...");
    expect(shown(cityLabel({ status: "retrying" }, null))).toBe("Detecting...");
  });

  it("says 'Fetching...' while the town of a GPS fix is looked up", () => {
    expect(shown(cityLabel(gps, { status: "loading" }))).toBe("Fetching...");
    expect(shown(cityLabel(gps, null))).toBe("Fetching...");
  });

  it("shows the town, 'Unknown' without one, or the lookup's failure", () => {
    expect(shown(cityLabel(gps, { status: "done", town: "Bhimavaram" }))).toBe("Bhimavaram");
    expect(shown(cityLabel(gps, { status: "done", town: null }))).toBe("Unknown");
    expect(shown(cityLabel(gps, { status: "failed" }))).toBe("Error fetching location");
  });

  it("shows a chosen place by its name without a lookup", () => {
    expect(shown(cityLabel({ ...gps, source: "chosen", placeName: "Eluru" }, null))).toBe("Eluru");
  });

  it("words each location failure as the spec does", () => {
    expect(shown(cityLabel({ status: "failed", failure: "denied" }, null))).toBe("Location permission denied ❌");
    expect(shown(cityLabel({ status: "failed", failure: "unsupported" }, null))).toBe("Geolocation not supported");
    expect(shown(cityLabel({ status: "failed", failure: "timeout" }, null))).toBe("Location unavailable");
    expect(shown(cityLabel({ status: "failed", failure: "unavailable" }, null))).toBe("Location unavailable");
    expect(shown(cityLabel({ status: "failed", failure: "unknown" }, null))).toBe("Location unavailable");
  });
});
