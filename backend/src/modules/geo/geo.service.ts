import type { Logger } from "../../common/logger";
import type { RequestContext } from "../../common/request-context";
import { STATE_NAME } from "./andhra-pradesh";
import { AP_TOWNS, type GazetteerTown } from "./ap-towns";
import type { LatLng } from "./distance";
import { nearestTown, townForPincode } from "./gazetteer";
import type { PincodeLocation, Place, Town } from "./geo.types";
import { reverseGeocodeWithNominatim } from "./nominatim-geocoder";

export interface GeoServiceDeps {
  /** A Nominatim-compatible service; null: the gazetteer alone answers. */
  geocoderUrl: string | null;
  logger: Logger;
}

const asTown = (town: GazetteerTown): Town => ({ ...town, state: STATE_NAME });

/** The towns, alphabetically: built once, the gazetteer never changes while running. */
const TOWNS: readonly Town[] = AP_TOWNS.map(asTown).sort((a, b) => a.name.localeCompare(b.name, "en"));

/** Where a customer is: the home page's city label and the "pick your town" fallbacks. */
export class GeoService {
  constructor(private readonly deps: GeoServiceDeps) {}

  /**
   * The town a point is in: from the geocoder when one is configured and answers within its
   * timeout, else the nearest gazetteer town within 25 km, else nothing (town null).
   */
  async reverseGeocode(_ctx: RequestContext, point: LatLng): Promise<Place> {
    if (this.deps.geocoderUrl) {
      try {
        const place = await reverseGeocodeWithNominatim(this.deps.geocoderUrl, point);
        if (place) return place;
      } catch (error) {
        this.deps.logger.warn({ err: error }, "reverse geocoder failed; using the gazetteer");
      }
    }
    const nearest = nearestTown(point);
    if (!nearest) return { town: null, district: null, state: null };
    return { town: nearest.town.name, district: nearest.town.district, state: STATE_NAME };
  }

  towns(_ctx: RequestContext): readonly Town[] {
    return TOWNS;
  }

  /** The town of an Andhra Pradesh pincode, to stand in for GPS when location is denied; null when unknown. */
  locatePincode(_ctx: RequestContext, rawPincode: string): PincodeLocation | null {
    const pincode = rawPincode.trim();
    const match = townForPincode(pincode);
    return match ? { pincode, town: asTown(match.town), exact: match.exact } : null;
  }
}
