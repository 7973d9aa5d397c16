import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import { RecordPaymentDialog } from "./record-payment-dialog";

const AdminMarkRiderPaidDocument = graphql(`
  mutation AdminMarkRiderPaid($riderId: ID!, $weekStart: String!, $reference: String!, $paidOn: String!) {
    markRiderPaid(riderId: $riderId, weekStart: $weekStart, reference: $reference, paidOn: $paidOn) {
      id
      paidOn
      paidReference
    }
  }
`);

export interface MarkRiderPaidDialogProps {
  week: { riderId: string; weekStart: string; total: number };
  riderName: string;
  weekLabel: string;
  onClose: () => void;
}

/** 'Mark paid' for a rider's week (record-payment-dialog.tsx). */
export default function MarkRiderPaidDialog({ week, riderName, weekLabel, onClose }: MarkRiderPaidDialogProps) {
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const [markPaid] = useMutation(AdminMarkRiderPaidDocument);
  return (
    <RecordPaymentDialog
      formId="admin-mark-rider-paid"
      payee={riderName}
      summary={p("riders.dialogWeek", { week: weekLabel, amount: formatRupees(week.total) })}
      record={(payment) => markPaid({ variables: { riderId: week.riderId, weekStart: week.weekStart, ...payment } })}
      onClose={onClose}
    />
  );
}
