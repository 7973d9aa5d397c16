import {
  control,
  divIcon,
  latLngBounds,
  map as leafletMap,
  marker,
  tileLayer,
  type LatLngTuple,
  type Map as LeafletMap,
  type Marker,
} from "leaflet";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { prefersReducedMotion } from "../../common/reduced-motion";
import styles from "./rider-map-view.module.css";

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface RiderMapViewProps {
  riderName: string;
  rider: MapPoint;
  /** The delivery address; null when it has no coordinates (the map shows the rider alone). */
  destination: MapPoint | null;
  /** Leaflet's tile template ({z}/{x}/{y}), from the server's mapSettings. */
  tileUrl: string;
  /** The tiles' attribution (HTML, from the server's settings), shown in the map's corner. */
  attribution: string;
}

const tuple = (point: MapPoint): LatLngTuple => [point.latitude, point.longitude];

/** Close enough to see the streets, and both markers with a margin when the rider is far. */
const STREET_ZOOM = 15;
const FIT_PADDING: [number, number] = [24, 24];

/**
 * The map itself, with Leaflet (this file and Leaflet are one lazily loaded chunk): the rider's
 * marker (a round dot) and the delivery address's (a square), told apart by shape and by the
 * legend below, not by colour alone. The rider's marker moves with each shared position; the view
 * follows only when the rider leaves it, so someone zooming in is not thrown back every few
 * seconds. The map is an extra: the distance and arrival time are said in words above it, so it
 * takes no keyboard focus of its own (its zoom buttons do).
 */
export function RiderMapView({ riderName, rider, destination, tileUrl, attribution }: RiderMapViewProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<ShownMap | null>(null);
  // The latest points, for a map made anew (another tile source or language) to start from.
  const points = useRef({ rider, destination });
  points.current = { rider, destination };
  const zoomInTitle = t("liveOrders.map.zoomIn");
  const zoomOutTitle = t("liveOrders.map.zoomOut");

  // The map, its tiles and controls: made once per tile source (and language, for the buttons' titles).
  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const still = prefersReducedMotion();
    const map = leafletMap(container, {
      zoomControl: false,
      attributionControl: false,
      keyboard: false,
      scrollWheelZoom: false,
      zoomAnimation: !still,
      fadeAnimation: !still,
      markerZoomAnimation: !still,
    });
    control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    control.attribution({ prefix: false }).addTo(map);
    tileLayer(tileUrl, { attribution, maxZoom: 19 }).addTo(map);
    const resized = new ResizeObserver(() => map.invalidateSize());
    resized.observe(container);
    const made: ShownMap = { map, rider: pointMarker(styles.riderMarker).addTo(map), destination: null };
    placeMarkers(made, points.current.rider, points.current.destination);
    shown.current = made;
    return () => {
      resized.disconnect();
      map.remove();
      shown.current = null;
    };
  }, [tileUrl, attribution, zoomInTitle, zoomOutTitle]);

  // Each shared position moves the rider's marker (and the view, when a marker leaves it).
  const { latitude: riderLat, longitude: riderLng } = rider;
  const destinationLat = destination?.latitude;
  const destinationLng = destination?.longitude;
  useEffect(() => {
    if (!shown.current) return;
    const to =
      destinationLat !== undefined && destinationLng !== undefined ? { latitude: destinationLat, longitude: destinationLng } : null;
    placeMarkers(shown.current, { latitude: riderLat, longitude: riderLng }, to);
  }, [riderLat, riderLng, destinationLat, destinationLng]);

  return (
    <figure className={styles.figure} aria-label={t("liveOrders.map.label", { name: riderName })}>
      <div ref={box} className={styles.map} />
      <figcaption>
        <ul className={styles.legend}>
          <li>
            <span className={`${styles.swatch} ${styles.riderMarker}`} aria-hidden="true" />
            {t("liveOrders.map.rider", { name: riderName })}
          </li>
          {destination && (
            <li>
              <span className={`${styles.swatch} ${styles.destinationMarker}`} aria-hidden="true" />
              {t("liveOrders.map.destination")}
            </li>
          )}
        </ul>
      </figcaption>
    </figure>
  );
}

interface ShownMap {
  map: LeafletMap;
  rider: Marker;
  destination: Marker | null;
}

/** A marker drawn by CSS (no image files), not clickable and out of the tab order. */
function pointMarker(className: string | undefined): Marker {
  const icon = divIcon({ className: className ?? "", iconSize: [18, 18], iconAnchor: [9, 9] });
  return marker([0, 0], { icon, interactive: false, keyboard: false });
}

/** Puts the markers where the points are; moves the view only when one of them is out of it (or there is no view yet). */
function placeMarkers(shown: ShownMap, rider: MapPoint, destination: MapPoint | null): void {
  const { map } = shown;
  const riderAt = tuple(rider);
  shown.rider.setLatLng(riderAt);
  const destinationAt = destination ? tuple(destination) : null;
  if (destinationAt) {
    shown.destination ??= pointMarker(styles.destinationMarker).addTo(map);
    shown.destination.setLatLng(destinationAt);
  } else if (shown.destination) {
    shown.destination.remove();
    shown.destination = null;
  }
  const wanted = destinationAt ? [riderAt, destinationAt] : [riderAt];
  if (inView(map, wanted)) return;
  if (destinationAt) map.fitBounds(latLngBounds(wanted), { padding: FIT_PADDING, maxZoom: 16 });
  else map.setView(riderAt, STREET_ZOOM);
}

/** Whether the map shows every point now; false before it has a view (getBounds() throws then). */
function inView(map: LeafletMap, points: readonly LatLngTuple[]): boolean {
  try {
    const view = map.getBounds();
    return points.every((point) => view.contains(point));
  } catch {
    return false;
  }
}
