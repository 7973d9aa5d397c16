import type { FragmentType } from "@apollo/client";
import { useFragment, useQuery } from "@apollo/client/react";
import { lazy, Suspense, type ComponentType } from "react";
import { graphql } from "../../gql";
import type { RiderMapViewProps } from "./rider-map-view";
import styles from "./order-delivery.module.css";

/** Where the rider is and where the food goes, for the map. */
export const OrderDeliveryMapFragment = graphql(`
  fragment OrderDeliveryMap_Order on Order {
    id
    status
    rider {
      id
      name
    }
    riderPosition {
      latitude
      longitude
    }
    address {
      latitude
      longitude
    }
  }
`);

/** Ruchi's map tiles (MAP_TILE_URL): without a tile address there is no map at all. */
const OrderDeliveryMapSettingsDocument = graphql(`
  query OrderDeliveryMapSettings {
    mapSettings {
      tileUrl
      attribution
    }
  }
`);

/**
 * Leaflet and its styles load only when a map is shown, in a chunk of their own. A failed download
 * (offline) shows no map: the distance and arrival time above say the same in words.
 */
const RiderMapView = lazy<ComponentType<RiderMapViewProps>>(() =>
  import("./rider-map-view").then(
    (m) => ({ default: m.RiderMapView }),
    () => ({ default: NoMap }),
  ),
);

function NoMap(): null {
  return null;
}

/**
 * A small map with the rider's and the delivery address's markers while the food is on its way
 * and the rider shares a position, when the server has map tiles (`mapSettings.tileUrl`). Until
 * then nothing is asked for: the settings only once there is a position to show, Leaflet only
 * once there are tiles.
 */
export function OrderDeliveryMap(props: { order: FragmentType<typeof OrderDeliveryMapFragment> }) {
  const { data: order, complete } = useFragment({
    fragment: OrderDeliveryMapFragment,
    fragmentName: "OrderDeliveryMap_Order",
    from: props.order,
  });
  const shows = complete && order.status === "OUT_FOR_DELIVERY" && order.rider !== null && order.riderPosition !== null;
  const { data: settings } = useQuery(OrderDeliveryMapSettingsDocument, { skip: !shows, fetchPolicy: "cache-first" });
  const tileUrl = settings?.mapSettings.tileUrl;
  if (!complete || !tileUrl) return null;
  const { rider, riderPosition: position } = order;
  if (order.status !== "OUT_FOR_DELIVERY" || !rider || !position) return null;
  const { latitude, longitude } = order.address ?? {};
  const destination = typeof latitude === "number" && typeof longitude === "number" ? { latitude, longitude } : null;

  return (
    <Suspense fallback={<div className={styles.mapBox} />}>
      <RiderMapView
        riderName={rider.name}
        rider={{ latitude: position.latitude, longitude: position.longitude }}
        destination={destination}
        tileUrl={tileUrl}
        attribution={settings.mapSettings.attribution ?? ""}
      />
    </Suspense>
  );
}
