import { useState, type ButtonHTMLAttributes, type ReactNode } from "react";
import { PageTitle } from "../page-title";
import { RollPageRule, type RollPaper } from "./roll-page";
import styles from "./print-desk.module.css";

/** A button of the desk's toolbar or of its problem; `primary` is the page's one main action (Print). */
export function DeskButton({ primary, className, ...button }: ButtonHTMLAttributes<HTMLButtonElement> & { primary?: boolean }) {
  const classes = [styles.button, primary && styles.primary, className].filter(Boolean).join(" ");
  return <button type="button" className={classes} {...button} />;
}

/** What could not be loaded, on the desk where the sheet would be, and a button to ask again. */
export function PrintProblem({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{message}</p>
      <DeskButton onClick={onRetry}>{retryLabel}</DeskButton>
    </div>
  );
}

/**
 * A printable page (the invoice, the restaurant's statement): the sheet (children) on a grey desk
 * under a toolbar of the page's own tools, then Print. `page` is the page's @page rule (paper
 * size and margins), or a receipt roll, whose page is as long as the sheet; in print only the
 * sheet shows (print-desk.module.css).
 */
export function PrintDesk({
  title,
  page,
  tools,
  printLabel,
  canPrint,
  children,
}: {
  title: string;
  page: string | RollPaper;
  tools: ReactNode;
  printLabel: string;
  canPrint: boolean;
  children: ReactNode;
}) {
  const [sheet, setSheet] = useState<HTMLDivElement | null>(null);
  return (
    <main className={styles.desk}>
      {typeof page === "string" ? <style>{page}</style> : <RollPageRule paper={page} sheet={sheet} />}
      <PageTitle page={title} />
      <div className={styles.toolbar}>
        {tools}
        <DeskButton primary onClick={() => window.print()} disabled={!canPrint}>
          {printLabel}
        </DeskButton>
      </div>
      <div ref={setSheet}>{children}</div>
    </main>
  );
}
