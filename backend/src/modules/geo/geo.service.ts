import type { Logger } from "../../common/logger";
import type { RateLimitStore } from "../../common/rate-limiter";
import type { RequestContext } from "../../common/request-context";
import { STATE_NAME } from "./andhra-pradesh";
import { AP_TOWNS, type GazetteerTown } from "./ap-towns";
import type { LatLng } from "./distance";
import { nearestTown, townForPincode, TOWN_CORE_RADIUS_KM } from "./gazetteer";
import type { PincodeLocation, Place, Town } from "./geo.types";
import { LimitedGeocoder } from "./limited-geocoder";

export interface GeoServiceDeps {
  /** A Nominatim-compatible service; null: the gazetteer alone answers. */
  geocoderUrl: string | null;
  /** GEOCODER_MAX_PER_SECOND: requests all nodes together may send the geocoder. */
  geocoderMaxPerSecond: number;
  /** Where the geocoder's answers and limits are kept: Redis shared by every node, else memory. */
  rateLimitStore: RateLimitStore;
  logger: Logger;
}

const asTown = (town: GazetteerTown): Town => ({ ...town, state: STATE_NAME });

/** The towns, alphabetically: built once, the gazetteer never changes while running. */
const TOWNS: readonly Town[] = AP_TOWNS.map(asTown).sort((a, b) => a.name.localeCompare(b.name, "en"));

/** Where a customer is: the home page's city label and the "pick your town" fallbacks. */
export class GeoService {
  private readonly geocoder: LimitedGeocoder | null;

  constructor(deps: GeoServiceDeps) {
    this.geocoder = deps.geocoderUrl
      ? new LimitedGeocoder({
          url: deps.geocoderUrl,
          maxPerSecond: deps.geocoderMaxPerSecond,
          store: deps.rateLimitStore,
          logger: deps.logger,
        })
      : null;
  }

  /**
   * The town a point is in. Within TOWN_CORE_RADIUS_KM of a gazetteer town, that town, always:
   * the third-party geocoder is kept for the points the gazetteer can only guess at. Elsewhere the
   * configured geocoder's answer for the point's ~100 m cell (cached, limited per caller: throws
   * RATE_LIMITED); when there is none (no geocoder, it knows nothing, it cannot be asked now), the
   * nearest gazetteer town within 25 km, else nothing (town null).
   */
  async reverseGeocode(ctx: RequestContext, point: LatLng): Promise<Place> {
    const nearest = nearestTown(point);
    if (this.geocoder && !(nearest && nearest.distanceKm <= TOWN_CORE_RADIUS_KM)) {
      const place = await this.geocoder.lookup(ctx.ip, point);
      if (place) return place;
    }
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
