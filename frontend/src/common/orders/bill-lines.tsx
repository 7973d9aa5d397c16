import { formatRupees } from "../formatters";
import { billAmountText } from "./bill-amount";
import { graphql } from "../../gql";
import type { BillLineKind, BillLines_BillFragment } from "../../gql/graphql";
import styles from "./bill-lines.module.css";

/**
 * A bill as the server computed it (docs/architecture.md#pricing): its lines, labels in the
 * reader's language, and total. A Bill has no id, so the cache keeps it inside its cart or order
 * and useFragment cannot look it up: spread it with `...BillLines_Bill @unmask` and pass the bill.
 */
export const BillLinesFragment = graphql(`
  fragment BillLines_Bill on Bill {
    lines {
      kind
      label
      amount
    }
    total
  }
`);

export interface BillLinesProps {
  /** The bill of a document that spreads `...BillLines_Bill @unmask`. */
  bill: BillLines_BillFragment;
  /** The text of the total's row: each screen has its own (the cart's spec says 'Total Amount'). */
  totalLabel: string;
  /** Texts that replace the server's label of a kind (the cart keeps the spec's 'Items Total' and 'Delivery Charges'). */
  labels?: Partial<Record<BillLineKind, string>>;
  /** Figures to show for a kind before the server answers (the cart's items total while a quantity change is on its way). */
  amounts?: Partial<Record<BillLineKind, number>>;
  /** A change is on its way: the lines the client cannot know yet (fee, discount, tax, total) are shown greyed. */
  pending?: boolean;
}

/**
 * One bill, the same on the cart, checkout, the success page, my orders and the staff's order
 * details: each line's label on the left and amount on the right, a discount in green as
 * "−₹60.00", then the total in bold. A definition list, so a screen reader says each label with
 * its amount.
 */
export function BillLines(props: BillLinesProps) {
  const { bill } = props;
  const waiting = (kind: BillLineKind | null) =>
    props.pending && (kind === null || props.amounts?.[kind] === undefined) ? styles.pending : "";
  return (
    <dl className={styles.bill} aria-busy={props.pending || undefined}>
      {bill.lines.map((line, index) => (
        <div
          key={`${line.kind}-${index}`}
          className={`${styles.row} ${line.kind === "DISCOUNT" ? styles.discount : ""} ${waiting(line.kind)}`}
        >
          <dt>{props.labels?.[line.kind] ?? line.label}</dt>
          <dd>{billAmountText(line.kind, props.amounts?.[line.kind] ?? line.amount)}</dd>
        </div>
      ))}
      <div className={`${styles.row} ${styles.total} ${waiting(null)}`}>
        <dt>{props.totalLabel}</dt>
        <dd>{formatRupees(bill.total)}</dd>
      </div>
    </dl>
  );
}
