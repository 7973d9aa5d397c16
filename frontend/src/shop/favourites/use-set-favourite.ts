import type { ApolloCache, Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { refuseWhileOffline } from "../../common/network/refuse-while-offline";
import { toast } from "../../common/toast/toast";
import { SetFavouriteRestaurantDocument } from "./favourite-documents";

/** The hearts' source (the signed-in customer's favouriteRestaurantIds): the latest added first, as the server keeps them. */
function updateFavouriteIds(cache: ApolloCache, userId: string, restaurantId: string, favourite: boolean) {
  cache.modify({
    id: cache.identify({ __typename: "User", id: userId }),
    fields: {
      favouriteRestaurantIds: (ids) => {
        if (!Array.isArray(ids)) return ids;
        const others = ids.filter((id) => id !== restaurantId);
        return favourite ? [restaurantId, ...others] : others;
      },
    },
  });
}

/**
 * Keeps the account's Favourites list in step: a restaurant taken out leaves it at once; one
 * added is not in the cached list (nor its card's fields, perhaps), so the list is asked for
 * again when it next shows.
 */
function updateFavouriteList(cache: ApolloCache, restaurantId: string, favourite: boolean) {
  const restaurantRef = cache.identify({ __typename: "Restaurant", id: restaurantId });
  if (favourite) {
    cache.evict({ id: "ROOT_QUERY", fieldName: "favouriteRestaurants" });
    return;
  }
  cache.modify({
    id: "ROOT_QUERY",
    fields: {
      favouriteRestaurants: (list: readonly Reference[], { readField }) =>
        list.filter((ref) => readField("id", ref) !== restaurantId && ref.__ref !== restaurantRef),
    },
  });
}

/**
 * The heart's action (setFavouriteRestaurant): the heart turns at once (the customer's
 * favouriteRestaurantIds change in the optimistic layer, so every card and the menu header of
 * that restaurant follow), and turns back with a toast when the server refuses.
 */
export function useSetFavourite(): (restaurantId: string, favourite: boolean) => Promise<void> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [mutate] = useMutation(SetFavouriteRestaurantDocument);
  const { user } = useCurrentUser();
  const userId = user?.id;
  return useCallback(
    async (restaurantId: string, favourite: boolean) => {
      if (refuseWhileOffline()) return;
      try {
        await mutate({
          variables: { restaurantId, favourite },
          optimisticResponse: { setFavouriteRestaurant: { __typename: "Restaurant", id: restaurantId, isFavourite: favourite } },
          update: (cache) => {
            if (userId) updateFavouriteIds(cache, userId, restaurantId, favourite);
            updateFavouriteList(cache, restaurantId, favourite);
          },
        });
      } catch (error) {
        toast.error(errorText(error, t("listing.favouriteFailed")));
      }
    },
    [mutate, errorText, t, userId],
  );
}
