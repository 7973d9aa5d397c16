import { useQuery } from "@apollo/client/react";
import { Skeleton } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { formatRupees } from "../../common/formatters";
import { RetryAlert } from "../../common/retry-alert";
import { graphql } from "../../gql";
import type { RiderEarningsCard_EarningsFragment } from "../../gql/graphql";
import styles from "./earnings-card.module.css";
import riderStyles from "../rider.module.css";
import { earningsPeriod } from "./earnings-period";

/** What the card shows of a period's earnings. */
export const RiderEarningsCardFragment = graphql(`
  fragment RiderEarningsCard_Earnings on RiderEarnings {
    deliveries
    fees
    tips
    total
  }
`);

/** Today's and this week's earnings in one request; unmasked: earnings have no id for the cache to look them up by. */
export const RiderEarningsDocument = graphql(`
  query RiderEarnings($riderId: ID!, $today: String!, $weekFrom: String!) {
    today: riderEarnings(riderId: $riderId, from: $today, to: $today) {
      ...RiderEarningsCard_Earnings @unmask
    }
    week: riderEarnings(riderId: $riderId, from: $weekFrom, to: $today) {
      ...RiderEarningsCard_Earnings @unmask
    }
  }
`);

/**
 * "My earnings" on the rider's page (docs/money.md#riders-pay): today and this week, each the
 * deliveries, their fees, the tips and the total. Asked again whenever the page's list of ended
 * deliveries changes (`refreshKey`), so a delivery just made shows at once.
 */
export function RiderEarningsCard({ riderId, refreshKey }: { riderId: string; refreshKey: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [period, setPeriod] = useState(earningsPeriod);
  const { data, previousData, error, refetch } = useQuery(RiderEarningsDocument, {
    variables: { riderId, ...period },
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;

  // A new delivery (or a new day) asks again; the first render's answer is the query's own.
  const lastKey = useRef(refreshKey);
  useEffect(() => {
    if (lastKey.current === refreshKey) return;
    lastKey.current = refreshKey;
    const next = earningsPeriod();
    if (next.today !== period.today) setPeriod(next);
    else void refetch().catch(() => undefined);
  }, [refreshKey, period.today, refetch]);

  return (
    <section className={`${riderStyles.section} ${styles.card}`} aria-labelledby="rider-earnings">
      <h2 id="rider-earnings" className={riderStyles.sectionHeading}>
        {t("rider.earnings.heading")}
      </h2>
      {error && !shown ? (
        <RetryAlert
          title={errorText(error, t("rider.earnings.loadFailed"))}
          retryLabel={t("rider.earnings.retry")}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : shown ? (
        <>
          <div className={styles.periods}>
            <EarningsPeriod id="rider-earnings-today" heading={t("rider.earnings.today")} earnings={shown.today} />
            <EarningsPeriod id="rider-earnings-week" heading={t("rider.earnings.week")} earnings={shown.week} />
          </div>
          <p className={styles.note}>{t("rider.earnings.note")}</p>
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} aria-label={t("rider.earnings.loading")} />
      )}
    </section>
  );
}

function EarningsPeriod({ id, heading, earnings }: { id: string; heading: string; earnings: RiderEarningsCard_EarningsFragment }) {
  const { t } = useTranslation();
  return (
    <section className={styles.period} aria-labelledby={id}>
      <h3 id={id} className={styles.periodHeading}>
        {heading}
      </h3>
      <p className={styles.total}>
        <span className="sr-only">{t("rider.earnings.total")}: </span>
        {formatRupees(earnings.total)}
      </p>
      <dl className={styles.figures}>
        <dt>{t("rider.earnings.deliveries")}</dt>
        <dd>{earnings.deliveries}</dd>
        <dt>{t("rider.earnings.fees")}</dt>
        <dd>{formatRupees(earnings.fees)}</dd>
        <dt>{t("rider.earnings.tips")}</dt>
        <dd>{formatRupees(earnings.tips)}</dd>
      </dl>
    </section>
  );
}
