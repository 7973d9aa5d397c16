import { useApolloClient, useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { DeleteRestaurantDocument, RestaurantMenuSizeDocument, UpdateRestaurantDocument } from "./restaurant-documents";
import type { RestaurantRef } from "./restaurant-list";

/**
 * The row actions of the restaurant list: the open/closed switch and delete with a confirmation
 * that says the menu goes too (and how many dishes, once known). Render `contextHolder` once.
 */
export function useRestaurantActions(onDeleted: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApolloClient();
  const [modal, contextHolder] = Modal.useModal();
  const [pendingOpenId, setPendingOpenId] = useState<string | null>(null);
  const [update] = useMutation(UpdateRestaurantDocument);
  const [remove] = useMutation(DeleteRestaurantDocument);

  const toggleOpen = async (restaurant: RestaurantRef, isOpen: boolean) => {
    setPendingOpenId(restaurant.id);
    try {
      // The answer updates the row's switch and badge through the normalised cache.
      await update({ variables: { id: restaurant.id, input: { isOpen } } });
      toast.success(
        t(isOpen ? "adminCatalogue.restaurants.openedToast" : "adminCatalogue.restaurants.closedToast", { name: restaurant.name }),
      );
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
    } finally {
      setPendingOpenId(null);
    }
  };

  const confirmDelete = (restaurant: RestaurantRef) => {
    const dialog = modal.confirm({
      title: t("adminCatalogue.restaurants.deleteTitle", { name: restaurant.name }),
      content: t("adminCatalogue.restaurants.deleteTextNoCount"),
      okText: t("adminCatalogue.common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("adminCatalogue.common.cancel"),
      onOk: async () => {
        try {
          await remove({ variables: { id: restaurant.id } });
          toast.success(t("adminCatalogue.restaurants.deleted"));
          onDeleted();
        } catch (error) {
          toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
        }
      },
    });
    // The size of the menu that goes with it, when the server can tell in time.
    client
      .query({ query: RestaurantMenuSizeDocument, variables: { id: restaurant.id }, fetchPolicy: "network-only" })
      .then(({ data }) => {
        const count = data?.restaurant.menuItems.length;
        if (count !== undefined) dialog.update({ content: t("adminCatalogue.restaurants.deleteText", { count }) });
      })
      .catch(() => undefined);
  };

  return { toggleOpen, pendingOpenId, confirmDelete, contextHolder };
}
