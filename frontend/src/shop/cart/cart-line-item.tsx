import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import MinusOutlined from "@ant-design/icons/MinusOutlined";
import PlusOutlined from "@ant-design/icons/PlusOutlined";
import ShoppingOutlined from "@ant-design/icons/ShoppingOutlined";
import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { choicesText } from "../../common/orders/chosen-options";
import { graphql } from "../../gql";
import { MAX_LINE_QUANTITY } from "./cart-totals";
import type { CartLineActions } from "./use-cart-line-actions";
import styles from "./cart.module.css";

/** What a cart line shows, and the item its buttons change. */
export const CartLineItemFragment = graphql(`
  fragment CartLineItem_CartLine on CartLine {
    id
    name
    image
    isAvailable
    restaurantName
    price
    quantity
    lineTotal
    options {
      name
    }
  }
`);

/**
 * One cart line (docs/architecture.md#screens): picture, name with the choices made under it, restaurant, unit price with 2 decimals, and the
 * quantity with decrease (disabled at 1, docs/architecture.md#forms), increase and remove. A line that cannot be
 * ordered now (item unavailable or restaurant closed) is flagged 'Not Available'.
 */
export function CartLineItem(props: {
  line: FragmentType<typeof CartLineItemFragment>;
  actions: CartLineActions;
  /** No changes now (the order is being placed). */
  disabled: boolean;
}) {
  const { actions, disabled } = props;
  const { t } = useTranslation();
  const { data: line, complete } = useFragment({ fragment: CartLineItemFragment, fragmentName: "CartLineItem_CartLine", from: props.line });
  if (!complete) return null;
  const busy = disabled || actions.isBusy(line.id);
  const onQuantity = (quantity: number) => void actions.setQuantity(line.id, quantity);
  const onRemove = () => void actions.removeLine(line.id);
  const choices = choicesText(line.options);
  // Two lines of one dish differ by their choices only: the buttons' names say which line.
  const named = choices ? `${line.name} (${choices})` : line.name;
  // Busy, not disabled, while a change of this line is on its way: a disabled button would drop
  // keyboard focus in the middle of pressing + several times.
  const busyProps = busy ? { "aria-disabled": true } : {};
  return (
    <li className={`${styles.line} ${line.isAvailable ? "" : styles.unavailable}`}>
      {line.image ? (
        <img className={styles.image} src={line.image} alt={line.name} width={64} height={64} loading="lazy" decoding="async" />
      ) : (
        <span className={styles.imagePlaceholder} aria-hidden="true">
          <ShoppingOutlined />
        </span>
      )}
      <div className={styles.body}>
        <p className={styles.name}>{line.name}</p>
        {choices && <p className={styles.choices}>{choices}</p>}
        <p className={styles.restaurant}>{line.restaurantName}</p>
        {!line.isAvailable && <span className={styles.badge}>{t("cartSheet.notAvailable")}</span>}
        <div className={styles.priceRow}>
          <span className={styles.each}>{t("cartSheet.each", { price: formatRupees(line.price) })}</span>
          <span className={styles.price}>{formatRupees(line.lineTotal)}</span>
        </div>
        <div className={styles.controls}>
          <Button
            size="small"
            shape="circle"
            icon={<MinusOutlined aria-hidden />}
            aria-label={t("cartSheet.decrease", { name: named })}
            disabled={line.quantity <= 1}
            {...busyProps}
            onClick={() => !busy && onQuantity(line.quantity - 1)}
          />
          <output className={styles.quantity} aria-label={t("cartSheet.quantityOf", { name: named, count: line.quantity })}>
            {line.quantity}
          </output>
          <Button
            size="small"
            shape="circle"
            icon={<PlusOutlined aria-hidden />}
            aria-label={t("cartSheet.increase", { name: named })}
            disabled={line.quantity >= MAX_LINE_QUANTITY}
            {...busyProps}
            onClick={() => !busy && onQuantity(line.quantity + 1)}
          />
          <Button
            className={styles.remove}
            size="small"
            danger
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t("cartSheet.remove", { name: named })}
            {...busyProps}
            onClick={() => !busy && onRemove()}
          />
        </div>
      </div>
    </li>
  );
}
