import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { graphql } from "../../gql";
import { useErrorText } from "../error-text";
import { DeskButton, PrintDesk, PrintProblem } from "../print/print-desk";
import { A4_PAGE_RULE } from "../print/roll-page";
import { useStatementRows } from "./restaurant-statements";
import { StatementSheet } from "./statement-sheet";
import styles from "./statement-print.module.css";

/** The week's statement, read through the statements list's own fragment (its fields are listed there once). */
const StatementPrintDocument = graphql(`
  query StatementPrint($restaurantId: ID!, $from: String!, $to: String!) {
    restaurantStatements(restaurantId: $restaurantId, from: $from, to: $to) {
      id
      restaurantName
      # The sheet alone lists the week's corrections one by one, with their reasons.
      correctionLines {
        at
        amount
        reason
      }
      ...RestaurantStatementList_Statement
    }
  }
`);

/** The restaurant's public facts for the sheet's head; a deleted restaurant has none (its weeks stay in the books). */
const StatementPrintRestaurantDocument = graphql(`
  query StatementPrintRestaurant($id: ID!) {
    restaurant(id: $id) {
      id
      ...StatementSheet_Restaurant @unmask
    }
  }
`);

/**
 * /statements/:restaurantId/:weekStart/print: one restaurant-week's statement on paper (docs/money.md),
 * for the restaurant's staff (the kitchen's Statements) and the office (Payouts). The server says
 * who may read it; the toolbar does not print.
 */
export function StatementPrintPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { restaurantId = "", weekStart = "" } = useParams();
  const { data, error, refetch } = useQuery(StatementPrintDocument, { variables: { restaurantId, from: weekStart, to: weekStart } });
  const restaurant = useQuery(StatementPrintRestaurantDocument, { variables: { id: restaurantId }, errorPolicy: "ignore" });
  const answers = data?.restaurantStatements ?? [];
  const [statement] = useStatementRows(answers).filter((row) => row.weekStart === weekStart);
  const corrections = answers.find((answer) => answer.id === statement?.id)?.correctionLines ?? [];
  const name = answers[0]?.restaurantName ?? restaurant.data?.restaurant?.name ?? t("statements.deletedRestaurant");

  let body;
  if (error) {
    body = (
      <PrintProblem
        message={errorText(error, t("statements.loadFailed"))}
        retryLabel={t("statements.retry")}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  } else if (!data) {
    body = (
      <p className={styles.muted} role="status">
        {t("statements.loading")}
      </p>
    );
  } else if (!statement) {
    body = <p className={styles.problem}>{t("statements.printNone")}</p>;
  } else {
    body = (
      <StatementSheet
        statement={statement}
        corrections={corrections}
        restaurant={{ name, address: restaurant.data?.restaurant?.address ?? null, phone: restaurant.data?.restaurant?.phone ?? null }}
      />
    );
  }

  return (
    <PrintDesk
      title={t("statements.printTitle", { name })}
      page={A4_PAGE_RULE}
      tools={
        // Opened in a tab of its own (the lists' Print link), there is nothing to go back to: the tab closes.
        <DeskButton onClick={() => (window.history.length > 1 ? void navigate(-1) : window.close())}>{t("statements.back")}</DeskButton>
      }
      printLabel={t("statements.print")}
      canPrint={Boolean(statement)}
    >
      {body}
    </PrintDesk>
  );
}
