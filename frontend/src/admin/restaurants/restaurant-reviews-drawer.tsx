import { Drawer, Grid } from "antd";
import { useTranslation } from "react-i18next";
import { StaffReviews } from "../../common/reviews/staff-reviews";
import type { RestaurantRef } from "./restaurant-list";

/** A restaurant's reviews for admins: hidden ones with why, and Hide for an abusive one (docs/architecture.md#ratings-and-reviews). */
export default function RestaurantReviewsDrawer(props: { restaurant: RestaurantRef; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().sm ?? false;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t("staffReviews.title", { name: props.restaurant.name })}
      size={wide ? 560 : "100%"}
      destroyOnHidden
      closable={{ "aria-label": t("staffReviews.cancel") }}
    >
      <StaffReviews restaurantId={props.restaurant.id} mode="hide" />
    </Drawer>
  );
}
