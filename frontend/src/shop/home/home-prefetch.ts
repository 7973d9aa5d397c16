import { preload } from "react-dom";
import { apolloClient } from "../../apollo";
import { cacheEarlyAnswer, holdFirstRender } from "../../early-data";
import { whenLocated } from "../location/use-user-location";
import { BannersDocument, ReverseGeocodeDocument } from "./home-documents";

/**
 * The home's offers (and the city under the greeting, below) for its first render. Usually the early script has asked for them (and
 * preloaded the first offer's picture, the page's largest paint) before the app's code arrived:
 * that answer goes into the cache and the first render waits for it, so the carousel shows the
 * picture at once. Otherwise they are asked for as soon as the home's code arrives, in parallel
 * with the sign-in check, and the first picture is preloaded the moment its address is known,
 * before React has rendered the carousel. The carousel's own query then reads the cache; a
 * failure is left to it to show.
 */
export function prefetchHome(): void {
  prefetchCityOfCustomer();
  const early = cacheEarlyAnswer(BannersDocument);
  holdFirstRender(early);
  void early
    .then(async (cached) => {
      if (cached) return;
      const { data } = await apolloClient.query({ query: BannersDocument });
      const first = data?.banners[0];
      if (first) preload(first.image, { as: "image", fetchPriority: "high" });
    })
    .catch(() => undefined);
}

/**
 * The city under the greeting, when the early script has asked for it (with the tab's or the
 * browser's position): into the cache. The first render waits for it only when the position was
 * known at once; otherwise the city's own query asks when the position arrives.
 */
function prefetchCityOfCustomer(): void {
  whenLocated((located) => {
    if (located.source !== "gps") return;
    holdFirstRender(cacheEarlyAnswer(ReverseGeocodeDocument, { latitude: located.latitude, longitude: located.longitude }));
  });
}
