import { resolver, type AppModule } from "../../common/app-module";
import { GeoResolver } from "./geo.resolver";
import { GeoService } from "./geo.service";
import type { MapSettings } from "./map-settings";
import { MapSettingsResolver } from "./map-settings.resolver";

declare module "../../common/app-module" {
  interface ServiceDeps {
    /** A Nominatim-compatible reverse geocoder (GEOCODER_URL); null or absent: the built-in gazetteer. */
    geocoderUrl?: string | null;
    /** GEOCODER_MAX_PER_SECOND: requests all nodes together may send the geocoder; absent: 1. */
    geocoderMaxPerSecond?: number;
    /** MAP_TILE_URL and MAP_TILE_ATTRIBUTION; absent: no map. */
    mapSettings?: MapSettings;
  }
  interface AppServices {
    geo: GeoService;
    mapSettings: MapSettings;
  }
}

export const geoModule: AppModule = {
  name: "geo",
  services: (deps) => ({
    mapSettings: deps.mapSettings ?? { tileUrl: null, attribution: null },
    geo: new GeoService({ ...deps, geocoderUrl: deps.geocoderUrl ?? null, geocoderMaxPerSecond: deps.geocoderMaxPerSecond ?? 1 }),
  }),
  resolvers: [
    resolver(GeoResolver, (services) => new GeoResolver(services.geo)),
    resolver(MapSettingsResolver, (services) => new MapSettingsResolver(services.mapSettings)),
  ],
};
