import { Query, Resolver } from "type-graphql";
import { MapSettings } from "./map-settings";

/** MAP_TILE_URL and its attribution, for the apps' maps (none when unset). */
@Resolver()
export class MapSettingsResolver {
  constructor(private readonly settings: MapSettings) {}

  @Query(() => MapSettings, { description: "The map tiles the apps may show; tileUrl null: show no map" })
  mapSettings(): MapSettings {
    return this.settings;
  }
}
