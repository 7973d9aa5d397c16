import type { DataSource, EntityManager } from "typeorm";
import { requireRole, requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { EventBus } from "../../common/event-bus";
import type { Logger } from "../../common/logger";
import { rupeesToPaise } from "../../common/money";
import type { RequestContext } from "../../common/request-context";
import type { AuditTrail } from "../audit/audit-trail";
import {
  DEFAULT_DELIVERY_CHARGES,
  DEFAULT_PAYOUT_CHARGES,
  DEFAULT_RIDER_PAY_CHARGES,
  DEFAULT_TAX_CHARGES,
  type Charges,
  type DeliveryCharges,
  type PayoutCharges,
  type RiderPayCharges,
  type TaxCharges,
} from "./charges";
import { AUDITED_CHARGES } from "./charges-audit";
import type { DeliverySettingsInput, PayoutSettingsInput, TaxSettingsInput } from "./charges.inputs";
import { ChargeSetting, type ChargeKind } from "./charge-setting.entity";
import type { RiderPaySettingsInput } from "./rider-pay.types";
import { isUpiId, UPI_ID_MESSAGE, UPI_PAYEE_NAME_MAX_LENGTH, UPI_PAYEE_NAME_MESSAGE } from "./upi-id";

/**
 * The UPI id and payee name a payout settings' save keeps: both left out, the stored ones (a client
 * that knows only the commission does not turn UPI off); an empty or null id, off (no name); an id,
 * with its payee name, which is then required (docs/money.md#upi-at-the-door).
 */
function upiOfInput(input: PayoutSettingsInput, current: PayoutCharges): Pick<PayoutCharges, "upiId" | "upiPayeeName"> {
  if (input.upiId === undefined && input.upiPayeeName === undefined) return { upiId: current.upiId, upiPayeeName: current.upiPayeeName };
  const upiId = input.upiId?.trim() ?? "";
  if (upiId === "") return { upiId: null, upiPayeeName: null };
  if (!isUpiId(upiId)) throw new AppError("BAD_USER_INPUT", UPI_ID_MESSAGE, { fields: [{ field: "upiId", messages: [UPI_ID_MESSAGE] }] });
  const upiPayeeName = input.upiPayeeName?.trim() ?? "";
  if (upiPayeeName === "" || upiPayeeName.length > UPI_PAYEE_NAME_MAX_LENGTH) {
    throw new AppError("BAD_USER_INPUT", UPI_PAYEE_NAME_MESSAGE, {
      fields: [{ field: "upiPayeeName", messages: [UPI_PAYEE_NAME_MESSAGE] }],
    });
  }
  return { upiId, upiPayeeName };
}

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
  audit: AuditTrail;
}

/** The rows as stored, over the defaults (a kind never saved has its defaults). */
export async function readCharges(db: EntityManager): Promise<Charges> {
  const rows = await db.getRepository(ChargeSetting).find();
  const valueOf = (kind: ChargeKind) => rows.find((row) => row.kind === kind)?.value ?? {};
  return {
    delivery: { ...DEFAULT_DELIVERY_CHARGES, ...(valueOf("delivery") as Partial<DeliveryCharges>) },
    tax: { ...DEFAULT_TAX_CHARGES, ...(valueOf("tax") as Partial<TaxCharges>) },
    payouts: { ...DEFAULT_PAYOUT_CHARGES, ...(valueOf("payouts") as Partial<PayoutCharges>) },
    riderPay: { ...DEFAULT_RIDER_PAY_CHARGES, ...(valueOf("riderPay") as Partial<RiderPayCharges>) },
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

  /** UPI at the door (docs/money.md#upi-at-the-door): the service's UPI id and payee name, or null while it is off. */
  async upiPayee(): Promise<{ upiId: string; payeeName: string } | null> {
    const { upiId, upiPayeeName } = (await this.charges()).payouts;
    return upiId && upiPayeeName ? { upiId, payeeName: upiPayeeName } : null;
  }

  /**
   * The same for a signed-in person: the rider's QR is made of it, the checkout offers UPI only while
   * it is on. The id is no secret (every QR at a door shows it), but it is the apps' to read, not keys'.
   */
  upiAtDoor(ctx: RequestContext): Promise<{ upiId: string; payeeName: string } | null> {
    requireUser(ctx);
    return this.upiPayee();
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
    return this.save(ctx, "updateDeliverySettings", "delivery", () => delivery);
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
    return this.save(ctx, "updateTaxSettings", "tax", () => tax);
  }

  /** What the service keeps of restaurants' sales: staff read it (superadmins change it). */
  async payoutSettings(ctx: RequestContext): Promise<PayoutCharges> {
    requireRole(ctx, "ADMIN");
    return (await this.charges()).payouts;
  }

  async updatePayoutSettings(ctx: RequestContext, input: PayoutSettingsInput): Promise<PayoutCharges> {
    requireRole(ctx, "SUPERADMIN");
    return this.save(ctx, "updatePayoutSettings", "payouts", (current) => ({
      defaultCommissionPercent: input.defaultCommissionPercent,
      ...upiOfInput(input, current),
    }));
  }

  /** What riders earn per delivery: staff read it (superadmins change it; docs/money.md#riders-pay). */
  async riderPaySettings(ctx: RequestContext): Promise<RiderPayCharges> {
    requireRole(ctx, "ADMIN");
    return (await this.charges()).riderPay;
  }

  async updateRiderPaySettings(ctx: RequestContext, input: RiderPaySettingsInput): Promise<RiderPayCharges> {
    requireRole(ctx, "SUPERADMIN");
    const riderPay: RiderPayCharges = {
      riderBaseFeePaise: rupeesToPaise(input.riderBaseFee),
      riderBaseDistanceKm: input.riderBaseDistanceKm,
      riderPerKmFeePaise: rupeesToPaise(input.riderPerKmFee),
    };
    return this.save(ctx, "updateRiderPaySettings", "riderPay", () => riderPay);
  }

  /**
   * Stores one kind of settings, worked out from the stored ones, with its audit entry (action: the
   * mutation's name) in the same transaction; then every node forgets its copy.
   */
  private async save<Kind extends ChargeKind>(
    ctx: RequestContext,
    action: string,
    kind: Kind,
    valueOf: (current: Charges[Kind]) => Charges[Kind],
  ): Promise<Charges[Kind]> {
    const audited = AUDITED_CHARGES[kind];
    const value = await this.deps.dataSource.transaction(async (manager) => {
      const current = (await readCharges(manager))[kind];
      const next = valueOf(current);
      await manager.query(
        `INSERT INTO "charge_settings" ("kind", "value") VALUES ($1, $2)
         ON CONFLICT ("kind") DO UPDATE SET "value" = EXCLUDED."value", "updated_at" = now()`,
        [kind, JSON.stringify(next)],
      );
      await this.deps.audit.record(manager, ctx, {
        action,
        entityType: "SETTINGS",
        entityId: audited.entityId,
        // The id (DELIVERY, TAX…) names the settings already.
        entityName: null,
        before: audited.snapshot(current),
        after: audited.snapshot(next),
      });
      return next;
    });
    this.forget();
    // The change is stored: a node that misses the event catches up within CHARGES_CACHE_MS.
    await this.events?.publish(CHARGES_CHANGED_TOPIC, kind).catch((error: unknown) => {
      this.deps.logger.warn({ err: error }, "charges: could not publish the change");
    });
    return value;
  }

  private forget(): void {
    this.cached = null;
  }
}
