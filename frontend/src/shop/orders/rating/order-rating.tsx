import type { FragmentType } from "@apollo/client";
import { useFragment, useMutation } from "@apollo/client/react";
import { Button, Checkbox, Input, Rate } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../../common/error-text";
import { toast } from "../../../common/toast/toast";
import { graphql } from "../../../gql";
import {
  COMMENT_MAX_LENGTH,
  EMPTY_RATING,
  likeableDishes,
  ratingOpen,
  ratingProblems,
  toggleLiked,
  toRateOrderInput,
  type RatingFormValues,
} from "./rating-form-values";
import styles from "./order-rating.module.css";

/** What the rating needs of the order; the order details dialog's query spreads it. */
export const OrderRatingFragment = graphql(`
  fragment OrderRating_Order on Order {
    id
    status
    deliveredAt
    rider {
      id
    }
    lines {
      menuItemId
      name
    }
    rating {
      ...OrderRating_Rating @unmask
    }
  }
`);

/** The rating as the order shows it and the rating's answer carries it. */
export const OrderRatingRatingFragment = graphql(`
  fragment OrderRating_Rating on OrderRating {
    id
    foodRating
    deliveryRating
    comment
    likedMenuItemIds
  }
`);

const RateOrderDocument = graphql(`
  mutation AccountRateOrder($orderId: ID!, $input: RateOrderInput!) {
    rateOrder(orderId: $orderId, input: $input) {
      ...OrderRating_Rating @unmask
    }
  }
`);

/**
 * A delivered order's rating on its details (docs/architecture.md#ratings-and-reviews): for 7
 * days after the delivery, stars for the food, for the delivery when a rider brought it, a
 * comment and the dishes liked; once rated, what the customer gave. Loaded only when the order
 * is delivered (order-details-dialog.tsx).
 */
export function OrderRating(props: { order: FragmentType<typeof OrderRatingFragment> }) {
  const { t } = useTranslation();
  const { data: order, complete } = useFragment({ fragment: OrderRatingFragment, fragmentName: "OrderRating_Order", from: props.order });
  if (!complete) return null;
  const { rating } = order;
  if (rating) {
    return (
      <section className={styles.section} aria-labelledby="order-rating-heading">
        <h3 id="order-rating-heading" className={styles.heading}>
          {t("orderRating.yourRating")}
        </h3>
        <div className={styles.row}>
          <span className={styles.label}>{t("orderRating.food")}</span>
          <Rate disabled value={rating.foodRating} aria-label={t("orderRating.stars", { count: rating.foodRating })} />
        </div>
        {rating.deliveryRating != null && (
          <div className={styles.row}>
            <span className={styles.label}>{t("orderRating.delivery")}</span>
            <Rate disabled value={rating.deliveryRating} aria-label={t("orderRating.stars", { count: rating.deliveryRating })} />
          </div>
        )}
        {rating.comment && <p>{rating.comment}</p>}
      </section>
    );
  }
  if (!ratingOpen(order, new Date())) return null;
  return <RatingForm orderId={order.id} riderDelivered={order.rider != null} dishes={likeableDishes(order.lines)} />;
}

function RatingForm(props: { orderId: string; riderDelivered: boolean; dishes: Array<{ id: string; name: string }> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [values, setValues] = useState<RatingFormValues>(EMPTY_RATING);
  const [tried, setTried] = useState(false);
  const [rateOrder, { loading }] = useMutation(RateOrderDocument, {
    update(cache, { data }) {
      if (!data) return;
      const rated = data.rateOrder;
      cache.modify({
        id: cache.identify({ __typename: "Order", id: props.orderId }),
        fields: { rating: (_current, { toReference }) => toReference({ __typename: "OrderRating", id: rated.id }) ?? null },
      });
    },
  });
  const problems = ratingProblems(values);
  const change = (next: Partial<RatingFormValues>) => setValues((current) => ({ ...current, ...next }));

  const submit = async () => {
    setTried(true);
    if (problems.length > 0) return;
    try {
      await rateOrder({ variables: { orderId: props.orderId, input: toRateOrderInput(values, props.riderDelivered) } });
      toast.success(t("orderRating.thanks"));
    } catch (error) {
      toast.error(errorText(error, t("orderRating.failed")));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="order-rating-heading">
      <h3 id="order-rating-heading" className={styles.heading}>
        {t("orderRating.heading")}
      </h3>
      <div className={styles.row}>
        <span className={styles.label} id="rating-food-label">
          {t("orderRating.food")}
        </span>
        <Rate value={values.foodRating} onChange={(foodRating) => change({ foodRating })} aria-labelledby="rating-food-label" />
      </div>
      {props.riderDelivered && (
        <div className={styles.row}>
          <span className={styles.label} id="rating-delivery-label">
            {t("orderRating.delivery")}
          </span>
          <Rate
            value={values.deliveryRating}
            onChange={(deliveryRating) => change({ deliveryRating })}
            aria-labelledby="rating-delivery-label"
          />
        </div>
      )}
      {props.dishes.length > 0 && (
        <fieldset className={styles.dishes}>
          <legend className={styles.label}>{t("orderRating.liked")}</legend>
          {props.dishes.map((dish) => (
            <Checkbox
              key={dish.id}
              checked={values.likedMenuItemIds.includes(dish.id)}
              onChange={() => change({ likedMenuItemIds: toggleLiked(values.likedMenuItemIds, dish.id) })}
            >
              {dish.name}
            </Checkbox>
          ))}
        </fieldset>
      )}
      <Input.TextArea
        aria-label={t("orderRating.comment")}
        placeholder={t("orderRating.commentPlaceholder")}
        value={values.comment}
        onChange={(event) => change({ comment: event.target.value })}
        maxLength={COMMENT_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      {tried &&
        problems.map((problem) => (
          <p key={problem} className={styles.problem} role="alert">
            {t(`orderRating.problems.${problem}`)}
          </p>
        ))}
      <div>
        <Button type="primary" loading={loading} onClick={() => void submit()}>
          {t("orderRating.submit")}
        </Button>
      </div>
    </section>
  );
}
