import { PageArgs } from "../../common/graphql/page-args";
import { ArgsType, Field, Float, ID, InputType } from "type-graphql";
import { IsArray, IsDate, IsDefined, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateIf } from "class-validator";
import { SingleLine } from "../../common/control-characters";
import { FilterDay } from "../../common/validation";
import { FULFILMENTS, FulfilmentEnum, isPickup, type Fulfilment } from "../cart/fulfilment";
import { CASH_NOTE_MAX_LENGTH, cashCollectedRule, cashNoteRule } from "./cash-at-door";
import { COOKING_NOTE_MAX_LENGTH } from "./cooking-note";
import { PAYMENT_COLLECTION_VALUES, PaymentCollectionEnum, type PaymentCollection } from "./payment-collection";
import { ORDER_STATUSES, OrderStatusEnum, type OrderStatus } from "./order-status";
import { REJECTION_REASON_MAX_LENGTH } from "./order-state-machine";

export const SELECT_ADDRESS_MESSAGE = "Please select an address!";
@InputType({ description: "Places the signed-in customer's cart as a cash-on-delivery order" })
export class PlaceOrderInput {
  @Field(() => ID, { nullable: true, description: "One of the customer's saved addresses: required for DELIVERY, not read for PICKUP" })
  @ValidateIf((input: PlaceOrderInput) => !isPickup(input.fulfilment))
  @IsDefined({ message: SELECT_ADDRESS_MESSAGE })
  @IsUUID("all", { message: SELECT_ADDRESS_MESSAGE })
  addressId?: string | null;

  @Field(() => FulfilmentEnum, {
    nullable: true,
    description: "DELIVERY (the default) to addressId, or PICKUP: collected at the restaurant, without a delivery fee, a tip or an address",
  })
  @IsOptional()
  @IsIn(FULFILMENTS, { message: "Choose delivery or pick up" })
  fulfilment?: Fulfilment | null;

  /**
   * A UUID the client makes when the checkout page loads. GraphQL requires it; the legacy REST
   * path may leave it out (see rest/shop-order.router.ts).
   */
  @Field(() => String, { description: "A UUID made when the checkout page loads: the same key replays the same order" })
  @IsOptional()
  @IsUUID("all", { message: "The idempotency key must be a UUID" })
  idempotencyKey?: string;

  @Field(() => String, {
    nullable: true,
    description: `Cooking instructions for the kitchen, such as "less spicy": optional, trimmed, one line of at most ${COOKING_NOTE_MAX_LENGTH} characters`,
  })
  @IsOptional()
  @IsString({ message: "The kitchen note must be text" })
  @SingleLine("Kitchen note")
  @MaxLength(COOKING_NOTE_MAX_LENGTH, { message: `The kitchen note can be at most ${COOKING_NOTE_MAX_LENGTH} characters long` })
  kitchenNote?: string | null;

  @Field(() => Date, {
    nullable: true,
    description:
      "Order for later: when to deliver, a slot of deliverySlots (a quarter hour in India, 45 minutes to 2 days ahead, while the restaurant is open); null: now. The order waits as SCHEDULED until its kitchen must start on it",
  })
  @IsOptional()
  @IsDate({ message: "The delivery time must be a date and time" })
  deliverAt?: Date | null;

  @Field(() => PaymentCollectionEnum, {
    nullable: true,
    description:
      "How the customer will pay at the door: CASH (the default) or UPI, scanned from the rider's QR (UPI_OFF while the service has no UPI id; deliveries only). The rider sees it",
  })
  @IsOptional()
  @IsIn(PAYMENT_COLLECTION_VALUES, { message: "Pay at the door by CASH or UPI" })
  payAtDoorBy?: PaymentCollection | null;
}

/** The pages of the order lists: the common limit/offset. */
@ArgsType()
export class OrderPageArgs extends PageArgs {}

@InputType({ description: "Every given condition applies; days are calendar days in Asia/Kolkata" })
export class AdminOrderFilter {
  @Field(() => [OrderStatusEnum], { nullable: true })
  @IsOptional()
  @IsArray()
  @IsIn(ORDER_STATUSES, { each: true, message: "Unknown order status" })
  statuses?: OrderStatus[] | null;

  @Field(() => String, { nullable: true, description: "One day, YYYY-MM-DD" })
  @FilterDay()
  date?: string | null;

  @Field(() => String, { nullable: true, description: "First day, YYYY-MM-DD (inclusive)" })
  @FilterDay()
  from?: string | null;

  @Field(() => String, { nullable: true, description: "Last day, YYYY-MM-DD (inclusive)" })
  @FilterDay()
  to?: string | null;

  @Field(() => String, { nullable: true, description: "The order's #ID (last 6 characters) or any part of its id" })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: "Search by order ID, such as #1A2B3C" })
  search?: string | null;
}

@ArgsType()
export class UpdateOrderStatusArgs {
  @Field(() => ID)
  @IsString()
  id!: string;

  @Field(() => OrderStatusEnum)
  @IsIn(ORDER_STATUSES, { message: "Unknown order status" })
  status!: OrderStatus;

  @Field(() => String, { nullable: true, description: "Required when rejecting" })
  @IsOptional()
  @IsString()
  @MaxLength(REJECTION_REASON_MAX_LENGTH, { message: `The reason can be at most ${REJECTION_REASON_MAX_LENGTH} characters long` })
  reason?: string | null;

  @Field(() => Float, {
    nullable: true,
    description:
      "Rupees collected at the door, only with DELIVERED: required when a rider holds the order (recorded as the rider's markDelivered records it), refused when none does",
  })
  @cashCollectedRule(true)
  cashCollected?: number | null;

  @Field(() => String, {
    nullable: true,
    description: `With cashCollected: required when it differs from the order's total (e.g. no change); at most ${CASH_NOTE_MAX_LENGTH} characters`,
  })
  @cashNoteRule()
  note?: string | null;
}
