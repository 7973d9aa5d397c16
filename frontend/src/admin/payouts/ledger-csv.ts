import { CombinedGraphQLErrors } from "@apollo/client";
import { indiaDayBefore } from "../../common/india-day";

/** The longest period the server writes one ledger file for (backend: MAX_LEDGER_PERIOD_DAYS). */
export const MAX_LEDGER_PERIOD_DAYS = 366;

/** What is wrong with a period before it is sent: nothing, its order, or its length. */
export function ledgerPeriodProblem(from: string, to: string): "order" | "tooLong" | null {
  if (to < from) return "order";
  return indiaDayBefore(to, MAX_LEDGER_PERIOD_DAYS - 1) > from ? "tooLong" : null;
}

/** The server's file of the period's ledger entries (superadmins; backend/src/rest/admin-ledger.router.ts). */
export const ledgerCsvPath = (from: string, to: string): string => `/api/admin/ledger.csv?${new URLSearchParams({ from, to }).toString()}`;

/** The file's name from the server's Content-Disposition, or one made from the period. */
export function ledgerCsvFileName(disposition: string | null, from: string, to: string): string {
  const named = /filename="([^"]+)"/.exec(disposition ?? "")?.[1];
  return named ?? `ruchi-ledger-${from}-to-${to}.csv`;
}

interface RestFailure {
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

/**
 * Downloads the period's ledger file with the session's cookie. A refusal comes back as the
 * API's JSON envelope ({ code, message, fields }): it is thrown as Apollo would throw a GraphQL
 * error, so the screen turns its code into its own text as for any other call.
 */
export async function fetchLedgerCsv(from: string, to: string, fetchImpl: typeof fetch = fetch): Promise<{ blob: Blob; fileName: string }> {
  const response = await fetchImpl(ledgerCsvPath(from, to), { credentials: "same-origin", headers: { Accept: "text/csv" } });
  if (response.ok)
    return { blob: await response.blob(), fileName: ledgerCsvFileName(response.headers.get("Content-Disposition"), from, to) };
  let failure: RestFailure = {};
  try {
    failure = (await response.json()) as RestFailure;
  } catch {
    // Not the API's envelope (a proxy's page): the screen's own "could not" text.
  }
  const code = typeof failure.code === "string" ? failure.code : null;
  if (code === null) throw new Error(`The ledger file could not be downloaded (HTTP ${response.status})`);
  const message = typeof failure.message === "string" ? failure.message : code;
  throw new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, fields: failure.fields } }] });
}

/** Saves a downloaded file in the browser. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
