import { useMutation } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { formatRupees } from "../../common/formatters";
import { graphql } from "../../gql";
import { RecordPaymentDialog } from "./record-payment-dialog";

const AdminMarkStatementPaidDocument = graphql(`
  mutation AdminMarkStatementPaid($statementId: ID!, $reference: String!, $paidOn: String!) {
    markStatementPaid(statementId: $statementId, reference: $reference, paidOn: $paidOn) {
      id
      paidOn
      paidReference
    }
  }
`);

export interface MarkPaidDialogProps {
  statement: { id: string; payable: number };
  restaurantName: string;
  week: string;
  onClose: () => void;
}

/** 'Mark paid' for a restaurant's weekly statement (record-payment-dialog.tsx). */
export default function MarkPaidDialog({ statement, restaurantName, week, onClose }: MarkPaidDialogProps) {
  const { t: p } = useTranslation("translation", { keyPrefix: "adminPayouts" });
  const [markPaid] = useMutation(AdminMarkStatementPaidDocument);
  return (
    <RecordPaymentDialog
      formId="admin-mark-statement-paid"
      payee={restaurantName}
      summary={p("dialogWeek", { week, amount: formatRupees(statement.payable) })}
      record={(payment) => markPaid({ variables: { statementId: statement.id, ...payment } })}
      onClose={onClose}
    />
  );
}
