import { useQuery } from "@apollo/client/react";
import { Alert, Button, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useErrorText } from "../../common/error-text";
import { formatDate, formatRupees } from "../../common/formatters";
import { indiaDay } from "../../common/india-day";
import { graphql } from "../../gql";
import { pathTo } from "../../routes";
import styles from "./dashboard.module.css";
import own from "./money-card.module.css";
import { moneyWeek } from "./money-week";

const AdminMoneySummaryDocument = graphql(`
  query AdminMoneySummary($from: String!, $to: String!) {
    moneySummary(from: $from, to: $to) {
      from
      to
      collectedCash
      collectedUpi
      commissionEarned
      payableToRestaurants
      payableToRiders
      tips
    }
  }
`);

/** The figures are asked again this often: they move with each delivery. */
const REFRESH_MS = 120_000;

/**
 * The dashboard's 'This week's money', from the ledger (docs/money.md): collected in cash and by
 * UPI, the commission earned, what this week's unpaid restaurant statements are owed (a link to
 * Payouts) and the riders' shares (tips, fees, corrections).
 */
export function MoneyCard() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [week] = useState(() => moneyWeek(indiaDay()));
  const { data, error, refetch } = useQuery(AdminMoneySummaryDocument, {
    variables: week,
    fetchPolicy: "cache-and-network",
    pollInterval: REFRESH_MS,
  });
  const money = data?.moneySummary;

  let body;
  if (error && !money) {
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(error, t("adminOps.dashboard.money.loadFailed"))}
        action={<Button onClick={() => void refetch().catch(() => undefined)}>{t("adminOps.common.retry")}</Button>}
      />
    );
  } else if (!money) {
    body = <Skeleton active paragraph={{ rows: 2 }} aria-label={t("adminOps.dashboard.money.loading")} />;
  } else {
    const figure = (label: string, amount: number, hint?: string) => (
      <>
        <span className={styles.statLabel}>{label}</span>
        <span className={styles.statValue}>{formatRupees(amount)}</span>
        {hint && <span className={styles.statHint}>{hint}</span>}
      </>
    );
    body = (
      <ul className={own.figures}>
        <li className={styles.stat}>{figure(t("adminOps.dashboard.money.cash"), money.collectedCash)}</li>
        <li className={styles.stat}>{figure(t("adminOps.dashboard.money.upi"), money.collectedUpi)}</li>
        <li className={styles.stat}>{figure(t("adminOps.dashboard.money.commission"), money.commissionEarned)}</li>
        <li>
          <Link to={pathTo("adminPayouts")} className={styles.stat}>
            {figure(t("adminOps.dashboard.money.restaurants"), money.payableToRestaurants, t("adminOps.dashboard.money.restaurantsHint"))}
          </Link>
        </li>
        <li className={styles.stat}>
          {figure(
            t("adminOps.dashboard.money.riders"),
            money.payableToRiders,
            t("adminOps.dashboard.money.ridersHint", { tips: formatRupees(money.tips) }),
          )}
        </li>
      </ul>
    );
  }

  return (
    <section aria-labelledby="dashboard-money" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="dashboard-money" className={styles.sectionTitle}>
          {t("adminOps.dashboard.money.title")}
        </h2>
        <span className={styles.note}>{t("adminOps.dashboard.money.week", { from: formatDate(week.from), to: formatDate(week.to) })}</span>
      </div>
      {body}
    </section>
  );
}
