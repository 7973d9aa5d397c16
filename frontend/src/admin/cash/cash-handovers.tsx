import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupees, formatTime } from "../../common/formatters";
import { graphql } from "../../gql";
import type { CashHandoverList_CashHandoverFragment } from "../../gql/graphql";
import { CashDifference } from "./cash-difference";
import styles from "./cash.module.css";

/** One handover as the day's list shows it. */
export const CashHandoverListFragment = graphql(`
  fragment CashHandoverList_CashHandover on CashHandover {
    id
    amount
    expected
    difference
    note
    recordedByName
    createdAt
  }
`);

interface CashHandoversProps {
  handovers: readonly CashHandoverList_CashHandoverFragment[];
  /** Names the list for screen readers: whose handovers, which day. */
  caption: string;
  /** Phones: one block per handover instead of a table. */
  compact: boolean;
}

/**
 * A rider's handovers on the chosen day, oldest first: when, how much, the cash in hand it
 * settled, the difference (a shortfall in red with its words), the note and who recorded it.
 */
export function CashHandovers({ handovers, caption, compact }: CashHandoversProps) {
  const { t } = useTranslation();
  if (handovers.length === 0) return <p className={styles.muted}>{t("adminRiders.cash.noHandovers")}</p>;

  if (compact) {
    return (
      <ul className={styles.handoverList} aria-label={caption}>
        {handovers.map((handover) => (
          <li key={handover.id} className={styles.handoverItem}>
            <span className={styles.strong}>
              {formatTime(handover.createdAt)} · {formatRupees(handover.amount)}
            </span>
            <span className={styles.muted}>
              {t("adminRiders.cash.handover.expected")}: {formatRupees(handover.expected)}
            </span>
            <CashDifference value={handover.difference} />
            {handover.note && <span className={styles.note}>{handover.note}</span>}
            {handover.recordedByName && (
              <span className={styles.muted}>
                {t("adminRiders.cash.handover.recordedBy")}: {handover.recordedByName}
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <table className={styles.handoverTable}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t("adminRiders.cash.handover.time")}</th>
          <th scope="col" className={styles.number}>
            {t("adminRiders.cash.handover.amount")}
          </th>
          <th scope="col" className={styles.number}>
            {t("adminRiders.cash.handover.expected")}
          </th>
          <th scope="col">{t("adminRiders.cash.handover.difference")}</th>
          <th scope="col">{t("adminRiders.cash.handover.note")}</th>
          <th scope="col">{t("adminRiders.cash.handover.recordedBy")}</th>
        </tr>
      </thead>
      <tbody>
        {handovers.map((handover) => (
          <tr key={handover.id}>
            <th scope="row" title={formatDateTime(handover.createdAt)}>
              {formatTime(handover.createdAt)}
            </th>
            <td className={styles.number}>{formatRupees(handover.amount)}</td>
            <td className={styles.number}>{formatRupees(handover.expected)}</td>
            <td>
              <CashDifference value={handover.difference} />
            </td>
            <td className={styles.wrap}>{handover.note}</td>
            <td>{handover.recordedByName}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
