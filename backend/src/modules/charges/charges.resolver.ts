import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { DeliverySettingsInput, PayoutSettingsInput, TaxSettingsInput } from "./charges.inputs";
import type { ChargesService } from "./charges.service";
import {
  DeliverySettings,
  PayoutSettings,
  TaxSettings,
  UpiPayee,
  deliverySettingsOf,
  payoutSettingsOf,
  taxSettingsOf,
} from "./charges.types";

/** The bill's settings: anyone reads the delivery fee's rule, staff the tax, superadmins change them. */
@Resolver()
export class ChargesResolver {
  constructor(private readonly charges: ChargesService) {}

  @Query(() => DeliverySettings, { description: "How the delivery fee is worked out (every bill shows the fee itself)" })
  async deliverySettings(): Promise<DeliverySettings> {
    return deliverySettingsOf(await this.charges.deliverySettings());
  }

  @Authorized("ADMIN")
  @Query(() => TaxSettings, { description: "GST settings; staff only" })
  async taxSettings(@Ctx() ctx: RequestContext): Promise<TaxSettings> {
    return taxSettingsOf(await this.charges.taxSettings(ctx));
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => DeliverySettings, { description: "Sets how the delivery fee is worked out; superadmins only" })
  async updateDeliverySettings(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => DeliverySettingsInput) input: DeliverySettingsInput,
  ): Promise<DeliverySettings> {
    return deliverySettingsOf(await this.charges.updateDeliverySettings(ctx, input));
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => TaxSettings, { description: "Sets GST (a GSTIN adds CGST and SGST lines to every bill); superadmins only" })
  async updateTaxSettings(@Ctx() ctx: RequestContext, @Arg("input", () => TaxSettingsInput) input: TaxSettingsInput): Promise<TaxSettings> {
    return taxSettingsOf(await this.charges.updateTaxSettings(ctx, input));
  }

  @Authorized("ADMIN")
  @Query(() => PayoutSettings, { description: "What the service keeps of restaurants' sales; staff only" })
  async payoutSettings(@Ctx() ctx: RequestContext): Promise<PayoutSettings> {
    return payoutSettingsOf(await this.charges.payoutSettings(ctx));
  }

  @Authorized()
  @Query(() => UpiPayee, {
    nullable: true,
    description:
      "UPI at the door: the service's UPI id and payee name (riders' QR codes; the checkout's UPI choice); null while it is off. Signed-in people",
  })
  upiAtDoor(@Ctx() ctx: RequestContext): Promise<UpiPayee | null> {
    return this.charges.upiAtDoor(ctx);
  }

  @Authorized("SUPERADMIN")
  @Mutation(() => PayoutSettings, {
    description:
      "Sets the default commission (restaurants with their own rate keep it) and UPI at the door (upiId and upiPayeeName; both left out: unchanged); superadmins only",
  })
  async updatePayoutSettings(
    @Ctx() ctx: RequestContext,
    @Arg("input", () => PayoutSettingsInput) input: PayoutSettingsInput,
  ): Promise<PayoutSettings> {
    return payoutSettingsOf(await this.charges.updatePayoutSettings(ctx, input));
  }
}
