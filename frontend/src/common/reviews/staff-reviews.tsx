import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Input, Modal, Pagination, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../error-text";
import { formatDateTime } from "../formatters";
import { RetryAlert } from "../retry-alert";
import { toast } from "../toast/toast";
import { graphql } from "../../gql";
import styles from "./staff-reviews.module.css";

const PAGE_SIZE = 20;
/** A reply or a reason: at most this many characters (the server's REVIEW_TEXT_MAX_LENGTH). */
export const REVIEW_TEXT_MAX_LENGTH = 500;

const StaffReviewsDocument = graphql(`
  query StaffReviews($restaurantId: ID!, $limit: Int, $offset: Int) {
    restaurantReviews(restaurantId: $restaurantId, limit: $limit, offset: $offset) {
      total
      items {
        ...ReviewFields @unmask
        repliedAt
        isHidden
        hiddenReason
      }
    }
  }
`);

const ReplyDocument = graphql(`
  mutation StaffReplyToReview($reviewId: ID!, $text: String!) {
    replyToReview(reviewId: $reviewId, text: $text) {
      id
      reply
      repliedAt
    }
  }
`);

const HideDocument = graphql(`
  mutation StaffHideReview($reviewId: ID!, $reason: String!) {
    hideReview(reviewId: $reviewId, reason: $reason) {
      id
      isHidden
      hiddenReason
    }
  }
`);

/** The reply's and the reason's limits, in this screen's words rather than another form's. */
const OWN_FIELD_TEXTS = { text: "staffReviews.textRule", reason: "staffReviews.textRule" } as const;

const stars = (count: number) => "★".repeat(count) + "☆".repeat(5 - count);

/**
 * A restaurant's reviews as its staff and admins read them (docs/architecture.md#ratings-and-reviews),
 * newest first, hidden ones included with why: the kitchen replies once to each ("reply"); an
 * admin hides an abusive one with a reason ("hide"). The texts are in the kitchen's and the
 * admin's catalogues alike (i18n/en/staff-reviews.ts).
 */
export function StaffReviews(props: { restaurantId: string; mode: "reply" | "hide" }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(StaffReviewsDocument, {
    variables: { restaurantId: props.restaurantId, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const result = (data ?? previousData)?.restaurantReviews;
  if (error)
    return (
      <RetryAlert
        title={t("staffReviews.loadFailed")}
        retryLabel={t("staffReviews.retry")}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  if (!result) return loading ? <Skeleton active paragraph={{ rows: 4 }} /> : null;
  if (result.items.length === 0) return <p>{t("staffReviews.empty")}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t("staffReviews.heading")}>
        {result.items.map((review) => (
          <li key={review.id} className={styles.review}>
            <p className={styles.meta}>
              <span className={styles.name}>{review.firstName}</span>
              <span className={styles.stars} role="img" aria-label={t("staffReviews.stars", { count: review.foodRating })}>
                {stars(review.foodRating)}
              </span>
              <span>{formatDateTime(review.createdAt)}</span>
              {review.isHidden && <Tag color="red">{t("staffReviews.hidden")}</Tag>}
            </p>
            {review.comment ? (
              <p className={styles.text}>{review.comment}</p>
            ) : (
              <p className={styles.text}>{t("staffReviews.noComment")}</p>
            )}
            {review.isHidden && review.hiddenReason && (
              <p className={styles.hidden}>{t("staffReviews.hiddenBecause", { reason: review.hiddenReason })}</p>
            )}
            {review.reply ? (
              <p className={styles.reply}>{t("staffReviews.replied", { reply: review.reply })}</p>
            ) : (
              props.mode === "reply" && <ReplyBox reviewId={review.id} name={review.firstName} />
            )}
            {props.mode === "hide" && !review.isHidden && <HideButton reviewId={review.id} name={review.firstName} />}
          </li>
        ))}
      </ul>
      {result.total > PAGE_SIZE && (
        <Pagination current={page} pageSize={PAGE_SIZE} total={result.total} showSizeChanger={false} simple onChange={setPage} />
      )}
    </>
  );
}

function ReplyBox(props: { reviewId: string; name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState("");
  const [reply, { loading }] = useMutation(ReplyDocument);
  const send = async () => {
    if (text.trim() === "") {
      toast.error(t("staffReviews.textRule"));
      return;
    }
    try {
      await reply({ variables: { reviewId: props.reviewId, text: text.trim() } });
      toast.success(t("staffReviews.replySent"));
    } catch (replyError) {
      toast.error(errorText(replyError, t("staffReviews.replyFailed"), OWN_FIELD_TEXTS));
    }
  };
  return (
    <div className={styles.actions}>
      <Input.TextArea
        aria-label={t("staffReviews.replyTo", { name: props.name })}
        placeholder={t("staffReviews.replyPlaceholder")}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={REVIEW_TEXT_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
      <Button type="primary" loading={loading} onClick={() => void send()}>
        {t("staffReviews.reply")}
      </Button>
    </div>
  );
}

function HideButton(props: { reviewId: string; name: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [hide, { loading }] = useMutation(HideDocument);
  const confirm = async () => {
    if (reason.trim() === "") {
      toast.error(t("staffReviews.textRule"));
      return;
    }
    try {
      await hide({ variables: { reviewId: props.reviewId, reason: reason.trim() } });
      toast.success(t("staffReviews.hiddenDone"));
      setOpen(false);
    } catch (hideError) {
      toast.error(errorText(hideError, t("staffReviews.hideFailed"), OWN_FIELD_TEXTS));
    }
  };
  return (
    <div className={styles.actions}>
      <Button danger onClick={() => setOpen(true)} aria-label={t("staffReviews.hideOf", { name: props.name })}>
        {t("staffReviews.hide")}
      </Button>
      <Modal
        open={open}
        title={t("staffReviews.hideTitle")}
        okText={t("staffReviews.hide")}
        okButtonProps={{ danger: true, loading }}
        cancelText={t("staffReviews.cancel")}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t("staffReviews.reason")}
          placeholder={t("staffReviews.reasonPlaceholder")}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          showCount
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Modal>
    </div>
  );
}
