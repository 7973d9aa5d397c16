import { apolloClient } from "../../apollo";
import { cacheEarlyAnswer, holdFirstRender } from "../../early-data";
import { whenLocated } from "../location/use-user-location";
import { CategoriesDocument, RestaurantsDocument } from "./listing-documents";
import { CATEGORY_GROUP, readListingState, restaurantsVariables, urlHasListingState } from "./listing-query-state";
import { loadStoredListingState } from "./use-listing-query-state";

/**
 * The restaurants the listing at this address will show. Without filters or a sort in the
 * address or the session, the early script has usually asked for them (and for the location)
 * before the app's code arrived: that answer goes into the cache. Otherwise they are asked for as
 * soon as the page's code arrives and the customer's location is known, in parallel with the
 * sign-in check and the first render, instead of after them: the first cards' pictures (the
 * page's largest paint) start that much earlier. The page's own query, with the same variables,
 * then joins this request or reads the cache. With categories chosen, the page waits for the
 * category options first, and so does this: nothing is prefetched. A failure is left to the
 * page's query to show.
 */
export function prefetchListing(): void {
  // The category options of the filter panel (asked for by the early script too).
  holdFirstRender(cacheEarlyAnswer(CategoriesDocument));
  const params = new URLSearchParams(window.location.search);
  const { selection, sort } = urlHasListingState(params) ? readListingState(params) : loadStoredListingState();
  if ((selection[CATEGORY_GROUP]?.length ?? 0) > 0) return;
  whenLocated((located) => {
    const variables = restaurantsVariables(located, [], sort);
    const early = cacheEarlyAnswer(RestaurantsDocument, variables);
    // Holds the first render only when the location was known at once (this tab's, or the early
    // script's): later, the first render has happened and the page shows its skeleton meanwhile.
    holdFirstRender(early);
    void early
      .then(async (cached) => {
        if (!cached) await apolloClient.query({ query: RestaurantsDocument, variables });
      })
      .catch(() => undefined);
  });
}
