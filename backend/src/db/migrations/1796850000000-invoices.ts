import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Invoices (docs/architecture.md#invoices): one per delivered order, numbered from a counter per
 * series and Indian financial year, with the seller's tax settings as they were at the delivery.
 */
export class Invoices1796850000000 implements MigrationInterface {
  name = "Invoices1796850000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "invoice_counters" ("series" character varying(10) NOT NULL, "financial_year" character varying(7) NOT NULL, "last" integer NOT NULL, CONSTRAINT "invoice_counters_last_check" CHECK ("last" > 0), CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series", "financial_year"))`,
    );
    await q.query(
      `CREATE TABLE "invoices" ("order_id" uuid NOT NULL, "kind" character varying(16) NOT NULL, "series" character varying(10) NOT NULL, "financial_year" character varying(7) NOT NULL, "sequence" integer NOT NULL, "number" character varying(30) NOT NULL, "issued_at" TIMESTAMP WITH TIME ZONE NOT NULL, "seller_gstin" character varying(15), "seller_legal_name" text NOT NULL, "seller_address" text NOT NULL, "food_tax_basis_points" integer NOT NULL, "delivery_tax_basis_points" integer NOT NULL, "prices_include_tax" boolean NOT NULL, CONSTRAINT "invoices_kind_check" CHECK ("kind" IN ('TAX_INVOICE', 'BILL_OF_SUPPLY')), CONSTRAINT "invoices_sequence_check" CHECK ("sequence" > 0), CONSTRAINT "invoices_pkey" PRIMARY KEY ("order_id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" ("number")`);
    await q.query(
      `CREATE UNIQUE INDEX "invoices_series_financial_year_sequence_key" ON "invoices" ("series", "financial_year", "sequence")`,
    );
    await q.query(
      `ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "invoices"`);
    await q.query(`DROP TABLE "invoice_counters"`);
  }
}
