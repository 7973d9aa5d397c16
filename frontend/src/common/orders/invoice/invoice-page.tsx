import { useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../error-text";
import { DeskButton, PrintDesk, PrintProblem } from "../../print/print-desk";
import { InvoiceDocument } from "./invoice-document";
import { OrderInvoicePageDocument } from "./invoice-documents";
import { INVOICE_PAPERS, invoicePage, parseInvoicePaper } from "./invoice-paper";
import styles from "./invoice-page.module.css";

/**
 * /orders/:id/invoice: the printable invoice of a delivered order, for its customer and staff
 * (docs/architecture.md#invoices). A4 by default, the 80 mm roll with ?paper=80; the toolbar
 * does not print. The customer's name and address are on it for the customer and superadmins.
 */
export function InvoicePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const paperInUrl = parseInvoicePaper(params.get("paper"));
  // The choice shows at once: the address follows through the router's navigation, which may
  // take a moment (a controlled radio would spring back until it is done).
  const [paper, setPaper] = useState(paperInUrl);
  useEffect(() => setPaper(paperInUrl), [paperInUrl]);
  const { data, error, refetch } = useQuery(OrderInvoicePageDocument, { variables: { orderId: id } });
  const invoice = error ? null : (data?.orderInvoice ?? null);

  return (
    <PrintDesk
      title={invoice ? t("invoice.pageTitle", { number: invoice.number }) : t("invoice.invoiceLink")}
      page={invoicePage(paper)}
      tools={
        <>
          <DeskButton onClick={() => void navigate(-1)}>{t("invoice.back")}</DeskButton>
          <fieldset className={styles.papers}>
            <legend className={styles.legend}>{t("invoice.paper")}</legend>
            {INVOICE_PAPERS.map((choice) => (
              <label key={choice} className={styles.paperChoice}>
                <input
                  type="radio"
                  name="paper"
                  value={choice}
                  checked={paper === choice}
                  onChange={() => {
                    setPaper(choice);
                    setParams(choice === "80" ? { paper: "80" } : {}, { replace: true });
                  }}
                />
                {choice === "80" ? t("invoice.paper80") : t("invoice.paperA4")}
              </label>
            ))}
          </fieldset>
        </>
      }
      printLabel={t("invoice.print")}
      canPrint={Boolean(invoice)}
    >
      {error ? (
        <PrintProblem
          message={errorText(error, t("invoice.failed"))}
          retryLabel={t("invoice.retry")}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : invoice ? (
        <InvoiceDocument invoice={invoice} paper={paper} />
      ) : (
        <p className={styles.muted} role="status">
          {t("invoice.loading")}
        </p>
      )}
    </PrintDesk>
  );
}
