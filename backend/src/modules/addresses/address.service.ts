import { isUUID } from "class-validator";
import type { DataSource } from "typeorm";
import { requireUser } from "../../common/access";
import { AppError } from "../../common/errors";
import type { RequestContext } from "../../common/request-context";
import { User } from "../users/user.entity";
import { Address } from "./address.entity";
import type { AddressInput, UpdateAddressInput } from "./address.inputs";

/** At most this many saved addresses per customer (docs/architecture.md#constants), enforced in the database transaction. */
export const MAX_ADDRESSES_PER_CUSTOMER = 2;

export const ADDRESS_MESSAGES = {
  added: "Address Added Successfully!",
  updated: "Address Updated Successfully!",
  deleted: "Address Deleted Successfully!",
  limitReached: "You can add only 2 addresses",
  notFound: "Address not found.",
  coordinatesTogether: "Send latitude and longitude together, or neither.",
} as const;

type AddressFields = Pick<Address, "address" | "city" | "pincode" | "phone" | "notes" | "latitude" | "longitude">;

/** The given fields, trimmed; fields left out or null are left out. */
export function cleanAddressFields(input: AddressInput | UpdateAddressInput): Partial<AddressFields> {
  const fields: Partial<AddressFields> = {};
  for (const key of ["address", "city", "pincode", "phone", "notes"] as const) {
    const value = input[key];
    if (typeof value === "string") fields[key] = value.trim();
  }
  if (typeof input.latitude === "number") fields.latitude = input.latitude;
  if (typeof input.longitude === "number") fields.longitude = input.longitude;
  if ((fields.latitude === undefined) !== (fields.longitude === undefined)) {
    throw new AppError("BAD_USER_INPUT", ADDRESS_MESSAGES.coordinatesTogether, {
      fields: [{ field: fields.latitude === undefined ? "latitude" : "longitude", messages: [ADDRESS_MESSAGES.coordinatesTogether] }],
    });
  }
  return fields;
}

export interface AddressServiceDeps {
  dataSource: DataSource;
}

/** The signed-in customer's saved delivery addresses. */
export class AddressService {
  constructor(private readonly deps: AddressServiceDeps) {}

  private get addresses() {
    return this.deps.dataSource.getRepository(Address);
  }

  /** Oldest first; never more than two, so no paging. */
  list(ctx: RequestContext): Promise<Address[]> {
    const user = requireUser(ctx);
    return this.addresses.find({ where: { userId: user.id }, order: { createdAt: "ASC", id: "ASC" } });
  }

  /**
   * Counts and inserts while holding a lock on the customer's user row, so concurrent adds run
   * one after another and the limit holds. FOR NO KEY UPDATE conflicts with itself but not with
   * the key-share locks that inserts referencing the user take (carts, orders).
   */
  async add(ctx: RequestContext, input: AddressInput): Promise<Address> {
    const user = requireUser(ctx);
    const fields = cleanAddressFields(input);
    return this.deps.dataSource.transaction(async (tx) => {
      await tx.getRepository(User).findOne({ select: { id: true }, where: { id: user.id }, lock: { mode: "for_no_key_update" } });
      const addresses = tx.getRepository(Address);
      if ((await addresses.countBy({ userId: user.id })) >= MAX_ADDRESSES_PER_CUSTOMER) {
        throw new AppError("ADDRESS_LIMIT_REACHED", ADDRESS_MESSAGES.limitReached);
      }
      return addresses.save(addresses.create({ userId: user.id, notes: "", latitude: null, longitude: null, ...fields }));
    });
  }

  /** Changes the given fields of one of the customer's addresses; another's is NOT_FOUND. */
  async update(ctx: RequestContext, id: string, input: UpdateAddressInput): Promise<Address> {
    const user = requireUser(ctx);
    const changes = cleanAddressFields(input);
    if (!isUUID(id, "loose")) throw new AppError("NOT_FOUND", ADDRESS_MESSAGES.notFound);
    const owned = { id, userId: user.id };
    if (Object.keys(changes).length > 0 && !(await this.addresses.update(owned, changes)).affected) {
      throw new AppError("NOT_FOUND", ADDRESS_MESSAGES.notFound);
    }
    const updated = await this.addresses.findOneBy(owned);
    if (!updated) throw new AppError("NOT_FOUND", ADDRESS_MESSAGES.notFound);
    return updated;
  }

  /** Deletes one of the customer's addresses and answers its id; another's is NOT_FOUND. */
  async remove(ctx: RequestContext, id: string): Promise<string> {
    const user = requireUser(ctx);
    const deleted = isUUID(id, "loose") ? await this.addresses.delete({ id, userId: user.id }) : null;
    if (!deleted?.affected) throw new AppError("NOT_FOUND", ADDRESS_MESSAGES.notFound);
    return id;
  }
}
