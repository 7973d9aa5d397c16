import { useTranslation } from "react-i18next";
import { formatDateTime, formatRupees } from "../../formatters";
import type { InvoiceDocument_OrderInvoiceFragment } from "../../../gql/graphql";
import { taxLineText, type InvoicePaper } from "./invoice-paper";
import styles from "./invoice-page.module.css";

/** One figure of the totals: its words and amount, on one row. */
function Row({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strong}` : styles.row}>
      <dt>{label}</dt>
      <dd>{formatRupees(amount)}</dd>
    </div>
  );
}

/**
 * The invoice as printed: seller with GSTIN, the customer (to whom may see them), SAC, the lines,
 * the taxable value, CGST and SGST as the order's bill charged them, the invoice's value, then
 * the tip outside it and the total paid. Amounts come from the server; nothing is summed here.
 */
export function InvoiceDocument({ invoice, paper }: { invoice: InvoiceDocument_OrderInvoiceFragment; paper: InvoicePaper }) {
  const { t } = useTranslation();
  const taxInvoice = invoice.kind === "TAX_INVOICE";
  return (
    <article className={`${styles.invoice} ${paper === "80" ? styles.paper80 : styles.paperA4}`} aria-labelledby="invoice-title">
      <header className={styles.head}>
        <h1 id="invoice-title" className={styles.title}>
          {taxInvoice ? t("invoice.taxInvoice") : t("invoice.billOfSupply")}
        </h1>
        <dl className={styles.facts}>
          <div>
            <dt>{t("invoice.number")}</dt>
            <dd className={styles.number}>{invoice.number}</dd>
          </div>
          <div>
            <dt>{t("invoice.date")}</dt>
            <dd>{formatDateTime(invoice.issuedAt)}</dd>
          </div>
          <div>
            <dt>{t("invoice.order", { number: invoice.shortId })}</dt>
            <dd>
              {t("invoice.placed")}: {formatDateTime(invoice.placedAt)}
            </dd>
          </div>
        </dl>
      </header>

      <section className={styles.parties}>
        <div>
          <h2 className={styles.heading}>{t("invoice.seller")}</h2>
          <p className={styles.strongText}>{invoice.seller.legalName}</p>
          <p className={styles.preLine}>{invoice.seller.address}</p>
          {invoice.seller.gstin && (
            <p>
              {t("invoice.gstin")}: <span className={styles.number}>{invoice.seller.gstin}</span>
            </p>
          )}
          <p>{t("invoice.suppliedFrom", { restaurant: invoice.restaurantName })}</p>
          <p>{t("invoice.sac", { code: invoice.sacCode })}</p>
        </div>
        <div>
          <h2 className={styles.heading}>{t("invoice.customer")}</h2>
          {invoice.customer ? (
            <>
              <p className={styles.strongText}>{invoice.customer.name}</p>
              <p className={styles.preLine}>{invoice.customer.address}</p>
              <p>
                {invoice.customer.city} {invoice.customer.pincode}
              </p>
            </>
          ) : (
            <p className={styles.muted}>{t("invoice.customerHidden")}</p>
          )}
        </div>
      </section>

      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">{t("invoice.item")}</th>
            <th scope="col" className={styles.num}>
              {t("invoice.quantity")}
            </th>
            <th scope="col" className={styles.num}>
              {t("invoice.unitPrice")}
            </th>
            <th scope="col" className={styles.num}>
              {t("invoice.value")}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <td>
                {line.name}
                {line.options.length > 0 && <span className={styles.choices}>{line.options.join(", ")}</span>}
              </td>
              <td className={styles.num}>{line.quantity}</td>
              <td className={styles.num}>{formatRupees(line.unitPrice)}</td>
              <td className={styles.num}>{formatRupees(line.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <dl className={styles.totals}>
        <Row label={t("invoice.itemsValue")} amount={invoice.itemsValue} />
        {invoice.discount > 0 && <Row label={t("invoice.discount")} amount={-invoice.discount} />}
        <Row label={t("invoice.deliveryFee")} amount={invoice.deliveryFee} />
        <Row label={t("invoice.taxableValue")} amount={invoice.taxableValue} strong />
        {invoice.taxes.map((tax, index) => {
          const { key, values } = taxLineText(tax);
          return <Row key={index} label={t(key, values)} amount={tax.amount} />;
        })}
        <Row label={t("invoice.invoiceValue")} amount={invoice.invoiceValue} strong />
        {invoice.tip > 0 && <Row label={t("invoice.tip")} amount={invoice.tip} />}
        <Row label={t("invoice.total")} amount={invoice.total} strong />
      </dl>
      {taxInvoice && invoice.pricesIncludeTax && <p className={styles.note}>{t("invoice.pricesIncludeTax")}</p>}
      {!taxInvoice && <p className={styles.note}>{t("invoice.billOfSupplyNote")}</p>}
      <p className={styles.note}>{t("invoice.payment")}</p>
    </article>
  );
}
