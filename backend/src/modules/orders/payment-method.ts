import { registerEnumType } from "type-graphql";

/** Only cash on delivery (docs/architecture.md#constants); the value stays the database's. */
export const PaymentMethodEnum = { COD: "cod" } as const;
registerEnumType(PaymentMethodEnum, { name: "PaymentMethod", description: "Only cash on delivery" });
