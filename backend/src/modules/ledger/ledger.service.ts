import type { DataSource } from "typeorm";
import { ledgerBalance, type LedgerBalance } from "./ledger-balance";
import { ledgerTotals, unbalancedOrders } from "./ledger-sql";

export interface LedgerServiceDeps {
  dataSource: DataSource;
}

/** How many unbalanced orders a check names: enough to find the fault, bounded. */
const UNBALANCED_SHOWN = 50;

/** The books (docs/money.md): what the ledger says for a period, and whether it balances. */
export class LedgerService {
  constructor(private readonly deps: LedgerServiceDeps) {}

  /** The period's totals and the balance check, over entries at or after `from` and before `to`. */
  async balance(from: Date, to: Date): Promise<LedgerBalance> {
    const db = this.deps.dataSource.manager;
    const [totals, unbalanced] = await Promise.all([ledgerTotals(db, from, to), unbalancedOrders(db, from, to, UNBALANCED_SHOWN)]);
    return ledgerBalance(totals, unbalanced);
  }
}
