import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Modal, Switch } from "antd";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatDateTime } from "../../common/formatters";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import styles from "../kitchen-frame.module.css";

/** Whether the restaurant stopped taking orders for the rest of the day, and until when. */
export const ClosedForTodayFragment = graphql(`
  fragment KitchenClosedForToday_Restaurant on Restaurant {
    id
    name
    closedForToday
    closedUntil
  }
`);

const SetClosedForTodayDocument = graphql(`
  mutation KitchenSetClosedForToday($restaurantId: ID!, $closed: Boolean!) {
    setRestaurantClosedForToday(restaurantId: $restaurantId, closed: $closed) {
      id
      isOpenNow
      ...KitchenClosedForToday_Restaurant
    }
  }
`);

/**
 * "Closed for today": the kitchen stops orders until midnight (it opens again by itself), or
 * opens again early. Both ask first, as customers notice at once.
 */
export function ClosedForTodaySwitch(props: { restaurant: FragmentType<typeof ClosedForTodayFragment> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const labelId = useId();
  const [modal, contextHolder] = Modal.useModal();
  const [saving, setSaving] = useState(false);
  const [setClosed] = useMutation(SetClosedForTodayDocument);
  const { data: restaurant, complete } = useFragment({
    fragment: ClosedForTodayFragment,
    fragmentName: "KitchenClosedForToday_Restaurant",
    from: props.restaurant,
  });
  if (!complete) return null;
  const name = restaurant.name;

  const change = (closed: boolean) => {
    void modal.confirm({
      title: closed ? t("kitchen.closed.closeTitle") : t("kitchen.closed.openTitle"),
      content: closed ? t("kitchen.closed.closeText", { restaurant: name }) : t("kitchen.closed.openText", { restaurant: name }),
      okText: closed ? t("kitchen.closed.close") : t("kitchen.closed.open"),
      okButtonProps: closed ? { danger: true } : {},
      cancelText: t("kitchen.actions.cancel"),
      onOk: async () => {
        setSaving(true);
        try {
          await setClosed({ variables: { restaurantId: restaurant.id, closed } });
          toast.success(
            closed ? t("kitchen.closed.closedToast", { restaurant: name }) : t("kitchen.closed.openedToast", { restaurant: name }),
          );
        } catch (error) {
          toast.error(errorText(error, t("kitchen.changeFailed")));
        } finally {
          setSaving(false);
        }
      },
    });
  };

  return (
    <div className={styles.closedSwitch}>
      <Switch checked={restaurant.closedForToday} loading={saving} onChange={change} aria-labelledby={labelId} />
      <span id={labelId} className={styles.closedLabel}>
        {t("kitchen.closed.switchLabel")}
        {restaurant.closedForToday && restaurant.closedUntil && (
          <span className={styles.closedUntil}>{t("kitchen.closed.closedUntil", { time: formatDateTime(restaurant.closedUntil) })}</span>
        )}
      </span>
      {contextHolder}
    </div>
  );
}
