import { Router } from "express";
import type { ContextFactory } from "../http/request-context-factory";
import type { Services } from "../services";
import { legacyQueryValue } from "./legacy-order";

/**
 * /api/admin/ledger.csv?from=YYYY-MM-DD&to=YYYY-MM-DD: the ledger's entries of a period (India's
 * days, at most a year) as a CSV file for the accountant (docs/money.md); superadmins, by their
 * session. A refusal answers the API's usual JSON envelope.
 */
export function adminLedgerRouter({ ledger }: Services, requestContext: ContextFactory): Router {
  const router = Router();

  router.get("/ledger.csv", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const ctx = requestContext(req, res);
    const query = req.query as Record<string, unknown>;
    const file = await ledger.ledgerCsv(ctx, legacyQueryValue(query.from) ?? "", legacyQueryValue(query.to) ?? "");
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    res.setHeader("Content-Disposition", `attachment; filename="${file.fileName}"`);
    // A byte order mark: spreadsheets then read Telugu names as UTF-8.
    res.send(`\uFEFF${file.csv}`);
  });

  return router;
}
