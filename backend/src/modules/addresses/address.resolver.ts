import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../common/request-context";
import { Address } from "./address.entity";
import { AddressInput, UpdateAddressInput } from "./address.inputs";
import type { AddressService } from "./address.service";

@Resolver()
export class AddressResolver {
  constructor(private readonly addressService: AddressService) {}

  @Authorized()
  @Query(() => [Address], { description: "The signed-in customer's saved addresses, oldest first (at most 2)" })
  addresses(@Ctx() ctx: RequestContext) {
    return this.addressService.list(ctx);
  }

  @Authorized()
  @Mutation(() => Address, { description: "Saves an address; a third one answers ADDRESS_LIMIT_REACHED" })
  addAddress(@Ctx() ctx: RequestContext, @Arg("input", () => AddressInput) input: AddressInput) {
    return this.addressService.add(ctx, input);
  }

  @Authorized()
  @Mutation(() => Address, { description: "Changes the given fields of one of the customer's addresses" })
  updateAddress(
    @Ctx() ctx: RequestContext,
    @Arg("id", () => ID) id: string,
    @Arg("input", () => UpdateAddressInput) input: UpdateAddressInput,
  ) {
    return this.addressService.update(ctx, id, input);
  }

  @Authorized()
  @Mutation(() => ID, { description: "Deletes one of the customer's addresses; answers its id" })
  deleteAddress(@Ctx() ctx: RequestContext, @Arg("id", () => ID) id: string) {
    return this.addressService.remove(ctx, id);
  }
}
