import { Drawer, Grid } from "antd";
import { useTranslation } from "react-i18next";
import { RestaurantStatements } from "../../common/statements/restaurant-statements";

/** The restaurant's weekly statements for its kitchen: read only, what Ruchi pays it each week (docs/money.md). */
export function StatementsDrawer(props: { restaurantId: string; restaurantName: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The table's ten columns need about 1,200 px: smaller screens get the cards, in a narrower sheet.
  const screens = Grid.useBreakpoint();
  const wide = screens.xxl ?? false;
  return (
    <Drawer
      open={props.open}
      onClose={props.onClose}
      title={t("statements.title", { name: props.restaurantName })}
      size={wide ? 1280 : screens.md ? 560 : "100%"}
      destroyOnHidden
      closable={{ "aria-label": t("statements.close") }}
    >
      <RestaurantStatements restaurantId={props.restaurantId} wide={wide} />
    </Drawer>
  );
}
