import { useMutation } from "@apollo/client/react";
import { Modal } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import type { MenuItemRef } from "./menu-item-admin-card";
import { DeleteMenuItemDocument, UpdateMenuItemDocument } from "./menu-documents";

/** The card actions: availability switch and delete with confirmation. Render `contextHolder` once. */
export function useMenuItemActions(restaurantId: string, onDeleted: () => void) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [modal, contextHolder] = Modal.useModal();
  const [togglingId, setTogglingId] = useState<string | null>(null);
  const [update] = useMutation(UpdateMenuItemDocument);
  const [remove] = useMutation(DeleteMenuItemDocument);

  const setAvailable = async (item: MenuItemRef, isAvailable: boolean) => {
    setTogglingId(item.id);
    try {
      // The answer (the card's fragment) updates the card through the normalised cache (MenuItem:id).
      await update({ variables: { restaurantId, id: item.id, input: { isAvailable } } });
      toast.success(t(isAvailable ? "adminCatalogue.menu.nowAvailable" : "adminCatalogue.menu.nowUnavailable", { name: item.name }));
    } catch (error) {
      toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
    } finally {
      setTogglingId(null);
    }
  };

  const confirmDelete = (item: MenuItemRef) => {
    void modal.confirm({
      title: t("adminCatalogue.menu.deleteTitle", { name: item.name }),
      content: t("adminCatalogue.menu.deleteText"),
      okText: t("adminCatalogue.common.delete"),
      okButtonProps: { danger: true },
      cancelText: t("adminCatalogue.common.cancel"),
      onOk: async () => {
        try {
          await remove({ variables: { restaurantId, id: item.id } });
          toast.success(t("adminCatalogue.menu.deleted"));
          onDeleted();
        } catch (error) {
          toast.error(errorText(error, t("adminCatalogue.common.saveFailed")));
        }
      },
    });
  };

  return { setAvailable, togglingId, confirmDelete, contextHolder };
}
