import { useTranslation } from "react-i18next";
import { graphql } from "../../gql";
import { COMPANY } from "../company";
import { formatDate, formatDateTime, formatRupees } from "../formatters";
import type { StatementRow } from "./restaurant-statements";
import styles from "./statement-print.module.css";

/** The restaurant as the sheet's head names it: its public facts, as they are now. */
export const StatementSheetRestaurantFragment = graphql(`
  fragment StatementSheet_Restaurant on Restaurant {
    name
    address
    phone
  }
`);

interface SheetRestaurant {
  name: string;
  address: string | null;
  phone: string | null;
}

/** One line of the sheet: its words and amount. */
function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <tr className={strong ? styles.strong : undefined}>
      <th scope="row">{label}</th>
      <td className={styles.num}>{value}</td>
    </tr>
  );
}

/**
 * The statement as printed: who issues it (Ruchi's office) and to whom (the restaurant), the week,
 * then its lines from the server (the food sold, less its own offers, the commission and its GST,
 * the counter's cash; corrections made that week as they are) to the payable, and the payment.
 * Nothing is summed here: every figure is the server's.
 */
export interface SheetCorrection {
  at: string;
  amount: number;
  reason: string;
}

export function StatementSheet({
  statement,
  corrections,
  restaurant,
}: {
  statement: StatementRow;
  corrections: readonly SheetCorrection[];
  restaurant: SheetRestaurant;
}) {
  const { t, i18n } = useTranslation();
  const office = i18n.language === "te" ? COMPANY.officeAddress.te : COMPANY.officeAddress.en;
  // What the statement takes from the food sold shows with a minus, as the payable's sum reads.
  const minus = (amount: number) => (amount === 0 ? formatRupees(0) : `− ${formatRupees(amount)}`);
  return (
    <article className={styles.sheet} aria-labelledby="statement-title">
      <header className={styles.head}>
        <h1 id="statement-title" className={styles.title}>
          {t("statements.printHeading")}
        </h1>
        <p className={styles.week}>
          {t("statements.weekOf", { from: formatDate(statement.weekStart), to: formatDate(statement.weekEnd) })}
        </p>
      </header>
      <section className={styles.parties}>
        <div>
          <h2 className={styles.heading}>{t("statements.printFrom")}</h2>
          {office.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
        <div>
          <h2 className={styles.heading}>{t("statements.printTo")}</h2>
          <p className={styles.strongText}>{restaurant.name}</p>
          {restaurant.address && <p className={styles.preLine}>{restaurant.address}</p>}
          {restaurant.phone && <p>{t("statements.printPhone", { phone: restaurant.phone })}</p>}
        </div>
      </section>
      <table className={styles.lines}>
        <caption className="sr-only">{t("statements.printHeading")}</caption>
        <tbody>
          <Line label={t("statements.orders")} value={String(statement.ordersDelivered)} />
          <Line label={t("statements.foodValue")} value={formatRupees(statement.foodValue)} />
          <Line label={t("statements.restaurantDiscounts")} value={minus(statement.restaurantDiscounts)} />
          <Line label={t("statements.commission")} value={minus(statement.commission)} />
          <Line label={t("statements.commissionTax")} value={minus(statement.commissionTax)} />
          <Line label={t("statements.corrections")} value={formatRupees(statement.corrections)} />
          {corrections.map((correction, index) => (
            <tr key={`${correction.at}-${index}`} className={styles.sub}>
              <th scope="row">
                {correction.reason}
                <span className={styles.when}>{formatDateTime(correction.at)}</span>
              </th>
              <td className={styles.num}>{formatRupees(correction.amount)}</td>
            </tr>
          ))}
          <Line label={t("statements.collectedAtCounter")} value={minus(statement.collectedAtCounter)} />
          <Line label={t("statements.payable")} value={formatRupees(statement.payable)} strong />
        </tbody>
      </table>
      <p className={styles.payment}>
        {statement.paidOn
          ? [
              t("statements.paid", { date: formatDate(statement.paidOn) }),
              statement.paidReference ? t("statements.paidReference", { reference: statement.paidReference }) : null,
            ]
              .filter(Boolean)
              .join(" · ")
          : statement.isClosed
            ? t("statements.unpaid")
            : t("statements.printOpenWeek")}
      </p>
      <p className={styles.note}>{t("statements.printNote")}</p>
    </article>
  );
}
