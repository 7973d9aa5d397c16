import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { OrderStatusEnum, type OrderStatus } from "../orders/order-status";

@ObjectType({
  description:
    "A rider as the viewer may see them: staff and the rider themself see everything; an order's customer the first name, " +
    "and the phone while the order is on its way; anyone else who may see the order, the first name",
})
export class Rider {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "The full name for staff and the rider; the first name for anyone else" })
  name!: string;

  @Field(() => String, {
    nullable: true,
    description: "Staff and the rider; the customer while the order is not ended (to call); otherwise null",
  })
  phone!: string | null;

  @Field(() => Boolean, { nullable: true, description: "Staff and the rider; null for anyone else" })
  onShift!: boolean | null;

  @Field(() => Float, {
    nullable: true,
    description: "Rupees collected on delivered orders since the rider's last handover: staff and the rider; null for anyone else",
  })
  cashInHand!: number | null;

  @Field(() => Int, {
    nullable: true,
    description: "Orders assigned to the rider and not yet ended: staff and the rider; null for anyone else",
  })
  openDeliveries!: number | null;
}

@ObjectType({ description: "The rider's last shared position while the order is out for delivery" })
export class RiderPosition {
  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => Date)
  recordedAt!: Date;

  @Field(() => Float, { nullable: true, description: "Straight-line km to the delivery address; null when the address has no location" })
  distanceKm!: number | null;

  @Field(() => Date, { nullable: true, description: "An estimate from distanceKm at a town's riding speed; null when distanceKm is" })
  estimatedArrivalAt!: Date | null;
}

@ObjectType({ description: "Where the rider collects the food: the order's restaurant" })
export class DeliveryPickup {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  address!: string;

  @Field(() => String, { description: "10 digits, empty when none" })
  phone!: string;

  @Field(() => Float, { nullable: true })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;
}

@ObjectType({ description: "Cash a rider handed to the office; it settles everything the rider had collected until then" })
export class CashHandover {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  riderId!: string;

  @Field(() => Float, { description: "Rupees handed over" })
  amount!: number;

  @Field(() => Float, { description: "Rupees the rider held: the cash collected on the delivered orders this handover settled" })
  expected!: number;

  @Field(() => Float, { description: "amount − expected: negative when the rider handed over less than they held" })
  difference!: number;

  @Field(() => String, { nullable: true })
  note!: string | null;

  @Field(() => String, { nullable: true, description: "The admin who recorded it" })
  recordedByName!: string | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: "A rider's cash for one day (Asia/Kolkata)" })
export class RiderCashSummary {
  @Field(() => Rider)
  rider!: Rider;

  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => Int, { description: "Orders the rider delivered that day" })
  deliveries!: number;

  @Field(() => Int, { description: "Deliveries that failed that day" })
  failedDeliveries!: number;

  @Field(() => Float, {
    description: "Rupees owed to the office for the orders delivered that day: their totals without the tips (the rider keeps those)",
  })
  expectedCash!: number;

  @Field(() => Float, { description: "Rupees of tips on the orders delivered that day: collected with the order, kept by the rider" })
  tips!: number;

  @Field(() => Float, { description: "Rupees the rider said they collected on them (tips included)" })
  collected!: number;

  @Field(() => Float, { description: "Rupees of the handovers recorded that day" })
  handedOver!: number;

  @Field(() => Float, { description: "handedOver − expectedCash: negative is a shortfall for the day" })
  difference!: number;

  @Field(() => Float, { description: "Rupees the rider holds now for the office (not of that day; tips left out)" })
  cashInHand!: number;

  @Field(() => [CashHandover], { description: "That day's handovers, oldest first" })
  handovers!: CashHandover[];
}

@ObjectType({ description: "What changed for a rider: an order assigned to them, or just taken from them (assignedToMe false)" })
export class RiderOrderChange {
  @Field(() => ID)
  orderId!: string;

  @Field(() => OrderStatusEnum)
  status!: OrderStatus;

  @Field(() => Boolean)
  assignedToMe!: boolean;
}
