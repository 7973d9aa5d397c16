import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Form, InputNumber, Space } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../common/current-user";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import formStyles from "../common/admin-form.module.css";
import { commissionToSend } from "./commission-value";

/** The restaurant's commission: the rate it pays, and its own when it has one (docs/money.md). */
export const RestaurantCommissionFragment = graphql(`
  fragment RestaurantCommissionField_Restaurant on Restaurant {
    id
    commissionPercent
    ownCommissionPercent
  }
`);

const AdminSetRestaurantCommissionDocument = graphql(`
  mutation AdminSetRestaurantCommission($restaurantId: ID!, $percent: Float) {
    setRestaurantCommission(restaurantId: $restaurantId, percent: $percent) {
      id
      ...RestaurantCommissionField_Restaurant
    }
  }
`);

/**
 * The edit sheet's commission (issue 31 item 5): a superadmin sets the restaurant's own rate, or
 * empties the box for the payout settings' default, with its own button (setRestaurantCommission
 * is a superadmin's change, apart from the sheet's save); an admin reads it.
 */
export function CommissionField({ restaurantId }: { restaurantId: string }) {
  const { t: c } = useTranslation("translation", { keyPrefix: "adminCatalogue.restaurantCommission" });
  const errorText = useErrorText();
  const { user } = useCurrentUser();
  const superadmin = user?.role === "SUPERADMIN";
  const { data, complete } = useFragment({
    fragment: RestaurantCommissionFragment,
    fragmentName: "RestaurantCommissionField_Restaurant",
    from: { __typename: "Restaurant", id: restaurantId },
  });
  const own = complete ? (data.ownCommissionPercent ?? null) : null;
  const [value, setValue] = useState<number | null>(own);
  useEffect(() => setValue(own), [own]);
  const [setCommission, { loading }] = useMutation(AdminSetRestaurantCommissionDocument);
  if (!complete || data.commissionPercent === null || data.commissionPercent === undefined) return null;

  const rate = c(own === null ? "defaultRate" : "ownRate", { percent: data.commissionPercent });
  if (!superadmin)
    return (
      <Form.Item label={c("label")} extra={c("readOnlyHint")}>
        <span data-testid="restaurant-commission">{rate}</span>
      </Form.Item>
    );

  const percent = commissionToSend(value);
  const save = async () => {
    if (percent === undefined) return;
    try {
      await setCommission({ variables: { restaurantId, percent } });
      toast.success(percent === null ? c("savedDefault") : c("saved", { percent }));
    } catch (error) {
      toast.error(errorText(error, c("failed")));
    }
  };

  return (
    <Form.Item
      label={c("label")}
      extra={c("hint", { rate })}
      validateStatus={percent === undefined ? "error" : undefined}
      help={percent === undefined ? c("rule") : undefined}
    >
      <Space.Compact>
        <InputNumber<number>
          aria-label={c("label")}
          className={formStyles.number}
          value={value}
          onChange={(next) => setValue(next)}
          min={0}
          max={100}
          step={0.5}
          precision={2}
          inputMode="decimal"
          placeholder={c("placeholder")}
          suffix="%"
        />
        <Button onClick={() => void save()} loading={loading} disabled={percent === undefined || percent === own}>
          {c("save")}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
