import { ShoppingCartOutlined } from "@ant-design/icons";
import { Drawer } from "antd";
import { useTranslation } from "react-i18next";
import { AntdTheme } from "../../common/antd-theme";
import styles from "./shop-layout.module.css";

/**
 * The cart side sheet 'Your Cart' (spec §2), loaded on the first click of the cart button.
 * The cart task puts the lines, totals and 'Proceed to Checkout' here; for now it shows the
 * empty state, which is what a cart of 0 items is.
 */
export default function CartSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <AntdTheme>
      <Drawer title={t("shop.cartTitle")} placement="right" open={open} onClose={onClose} size={380}>
        <div className={styles.cartEmpty}>
          <ShoppingCartOutlined className={styles.cartEmptyIcon} aria-hidden />
          <p>{t("shop.cartEmpty")}</p>
        </div>
      </Drawer>
    </AntdTheme>
  );
}
