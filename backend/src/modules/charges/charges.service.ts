import type { DataSource, EntityManager } from "typeorm";
import { requireRole } from "../../common/access";
import type { EventBus } from "../../common/event-bus";
import type { Logger } from "../../common/logger";
import { rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import {
  DEFAULT_DELIVERY_CHARGES,
  DEFAULT_PAYOUT_CHARGES,
  DEFAULT_TAX_CHARGES,
  type Charges,
  type DeliveryCharges,
  type PayoutCharges,
  type TaxCharges,
} from "./charges";
import type { DeliverySettingsInput, PayoutSettingsInput, TaxSettingsInput } from "./charges.inputs";
import { ChargeSetting, type ChargeKind } from "./charge-setting.entity";

/** The event every node hears when a superadmin changes a setting: each forgets its copy. */
export const CHARGES_CHANGED_TOPIC = "charges-changed";

/**
 * How long a node trusts its copy without hearing of a change: the change's event normally
 * reaches every node at once; this bounds the staleness when one was missed (Redis away).
 */
export const CHARGES_CACHE_MS = 5 * 60 * 1000;

export interface ChargesServiceDeps {
  dataSource: DataSource;
  logger: Logger;
}

/** The rows as stored, over the defaults (a kind never saved has its defaults). */
export async function readCharges(db: EntityManager): Promise<Charges> {
  const rows = await db.getRepository(ChargeSetting).find();
  const valueOf = (kind: ChargeKind) => rows.find((row) => row.kind === kind)?.value ?? {};
  return {
    delivery: { ...DEFAULT_DELIVERY_CHARGES, ...(valueOf("delivery") as Partial<DeliveryCharges>) },
    tax: { ...DEFAULT_TAX_CHARGES, ...(valueOf("tax") as Partial<TaxCharges>) },
    payouts: { ...DEFAULT_PAYOUT_CHARGES, ...(valueOf("payouts") as Partial<PayoutCharges>) },
  };
}

/**
 * The bill's settings (docs/architecture.md#pricing). Every cart view prices a bill, so each node
 * keeps one copy, read in one statement, and forgets it when a change is published on the event
 * bus (every node hears it) or after CHARGES_CACHE_MS. Placing an order reads them afresh in its
 * own transaction (chargesIn).
 */
export class ChargesService {
  private cached: { charges: Promise<Charges>; readAt: number } | null = null;
  private events: EventBus | null = null;

  constructor(private readonly deps: ChargesServiceDeps) {}

  /** The settings, from this node's copy. */
  charges(): Promise<Charges> {
    if (!this.cached || Date.now() - this.cached.readAt > CHARGES_CACHE_MS) {
      const charges = readCharges(this.deps.dataSource.manager);
      this.cached = { charges, readAt: Date.now() };
      // A failed read is not kept: the next caller tries again.
      charges.catch(() => (this.cached = null));
    }
    return this.cached.charges;
  }

  /** The settings as stored now, read in the caller's transaction. */
  chargesIn(tx: EntityManager): Promise<Charges> {
    return readCharges(tx);
  }

  /**
   * Hears the other nodes' changes (charges.module.ts start) and reads the settings once, so the
   * first cart views after a start find them in hand.
   */
  async listen(events: EventBus): Promise<void> {
    this.events = events;
    await events.listen(CHARGES_CHANGED_TOPIC, () => this.forget());
    // A database away at start is not fatal here: the first cart view reads them again.
    await this.charges().catch(() => undefined);
  }

  async deliverySettings(): Promise<DeliveryCharges> {
    return (await this.charges()).delivery;
  }

  async taxSettings(ctx: RequestContext): Promise<TaxCharges> {
    requireRole(ctx, "ADMIN");
    return (await this.charges()).tax;
  }

  async updateDeliverySettings(ctx: RequestContext, input: DeliverySettingsInput): Promise<DeliveryCharges> {
    requireRole(ctx, "SUPERADMIN");
    const delivery: DeliveryCharges = {
      baseFeePaise: rupeesToPaise(input.baseFee),
      baseDistanceKm: input.baseDistanceKm,
      perKmFeePaise: rupeesToPaise(input.perKmFee),
      freeAbovePaise: input.freeAbove === null || input.freeAbove === undefined ? null : rupeesToPaise(input.freeAbove),
    };
    await this.save("delivery", delivery);
    return delivery;
  }

  async updateTaxSettings(ctx: RequestContext, input: TaxSettingsInput): Promise<TaxCharges> {
    requireRole(ctx, "SUPERADMIN");
    const tax: TaxCharges = {
      gstin: input.gstin ? input.gstin : null,
      legalName: input.legalName.trim(),
      address: input.address.trim(),
      foodTaxPercent: input.foodTaxPercent,
      deliveryTaxPercent: input.deliveryTaxPercent,
      pricesIncludeTax: input.pricesIncludeTax,
    };
    await this.save("tax", tax);
    return tax;
  }

  /** What the service keeps of restaurants' sales: staff read it (superadmins change it). */
  async payoutSettings(ctx: RequestContext): Promise<PayoutCharges> {
    requireRole(ctx, "ADMIN");
    return (await this.charges()).payouts;
  }

  async updatePayoutSettings(ctx: RequestContext, input: PayoutSettingsInput): Promise<PayoutCharges> {
    requireRole(ctx, "SUPERADMIN");
    const payouts: PayoutCharges = { defaultCommissionPercent: input.defaultCommissionPercent };
    await this.save("payouts", payouts);
    return payouts;
  }

  private async save(kind: ChargeKind, value: DeliveryCharges | TaxCharges | PayoutCharges): Promise<void> {
    await this.deps.dataSource.query(
      `INSERT INTO "charge_settings" ("kind", "value") VALUES ($1, $2)
       ON CONFLICT ("kind") DO UPDATE SET "value" = EXCLUDED."value", "updated_at" = now()`,
      [kind, JSON.stringify(value)],
    );
    this.forget();
    // The change is stored: a node that misses the event catches up within CHARGES_CACHE_MS.
    await this.events?.publish(CHARGES_CHANGED_TOPIC, kind).catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, "charges: could not publish the change");
    });
  }

  private forget(): void {
    this.cached = null;
  }
}
