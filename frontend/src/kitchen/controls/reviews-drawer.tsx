import { Drawer, Grid } from "antd";
import { useTranslation } from "react-i18next";
import { StaffReviews } from "../../common/reviews/staff-reviews";

/** The restaurant's reviews for its kitchen, newest first: each gets one reply (docs/architecture.md#ratings-and-reviews). */
export function ReviewsDrawer(props: { restaurantId: string; restaurantName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().sm ?? false;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t("staffReviews.title", { name: props.restaurantName })}
      size={wide ? 560 : "100%"}
      destroyOnHidden
      closable={{ "aria-label": t("staffReviews.cancel") }}
    >
      <StaffReviews restaurantId={props.restaurantId} mode="reply" />
    </Drawer>
  );
}
