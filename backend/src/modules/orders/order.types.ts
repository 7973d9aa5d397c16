import { Field, Float, ID, Int, ObjectType } from "type-graphql";
import { Paginated } from "../../common/graphql/paginated";
import { Order } from "./order.entity";
import { OrderStatusEnum, type OrderStatus } from "./order-status";

@ObjectType({ description: "The delivery address as it was when the order was placed" })
export class OrderAddress {
  @Field(() => ID, { nullable: true, description: "The saved address it was copied from; null once that is deleted" })
  addressId!: string | null;

  @Field(() => String)
  address!: string;

  @Field(() => String)
  city!: string;

  @Field(() => String)
  pincode!: string;

  @Field(() => String)
  phone!: string;

  @Field(() => String, { description: "Any preparation tips" })
  notes!: string;

  @Field(() => Float, { nullable: true, description: "Where the door is, when the saved address had a location (the rider's directions)" })
  latitude!: number | null;

  @Field(() => Float, { nullable: true })
  longitude!: number | null;
}

@ObjectType({ description: "Who placed an order (superadmins only)" })
export class OrderCustomer {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String)
  phone!: string;
}

@ObjectType({ description: "A page of orders, newest first (offset pagination)" })
export class OrderPage extends Paginated(Order, { totalDescription: "How many orders match, over all pages" }) {}

@ObjectType({ description: "Orders placed on one day in Asia/Kolkata, rejected and cancelled ones left out" })
export class OrderDayFigures {
  @Field(() => String, { description: "YYYY-MM-DD" })
  date!: string;

  @Field(() => Int)
  orders!: number;

  @Field(() => Float, { description: "Sum of their totals, in rupees" })
  revenue!: number;
}

@ObjectType()
export class OrderStatusCount {
  @Field(() => OrderStatusEnum)
  status!: OrderStatus;

  @Field(() => Int)
  count!: number;
}

@ObjectType({ description: "A best-selling item of the last 14 days" })
export class TopOrderedItem {
  @Field(() => ID, { nullable: true, description: "Null when the menu item has since been deleted" })
  menuItemId!: string | null;

  @Field(() => String, { description: "Its name on the latest order" })
  name!: string;

  @Field(() => Int, { description: "Units ordered" })
  quantity!: number;

  @Field(() => Float, { description: "What those units brought in, in rupees" })
  revenue!: number;
}

@ObjectType({ description: "A rider's deliveries over the dashboard's last 14 days (Asia/Kolkata)" })
export class RiderDeliveryFigures {
  @Field(() => ID)
  riderId!: string;

  @Field(() => String)
  name!: string;

  @Field(() => Int, { description: "Orders delivered" })
  deliveries!: number;

  @Field(() => Int, { description: "Deliveries that failed (the customer could not be reached)" })
  failedDeliveries!: number;

  @Field(() => Float, { nullable: true, description: "Average minutes from picking the food up to the door; null when none" })
  averageMinutesToDoor!: number | null;
}

@ObjectType({
  description:
    "The admin dashboard. Order counts and revenue cover orders that are delivered or still active " +
    "(pending, confirmed, preparing, ready for pickup, out for delivery); rejected and cancelled orders are left out; revenue is what their bills come to without the riders' tips. Days are Asia/Kolkata days.",
})
export class OrderDashboard {
  @Field(() => String, { description: "Today in Asia/Kolkata, YYYY-MM-DD" })
  today!: string;

  @Field(() => Int, { description: "Orders placed today, rejected and cancelled ones left out" })
  ordersToday!: number;

  @Field(() => Float, { description: "Total of today's orders in rupees, rejected and cancelled ones left out" })
  revenueToday!: number;

  @Field(() => [OrderDayFigures], { description: "The last 14 days, oldest first, today last; days without orders are zero" })
  days!: OrderDayFigures[];

  @Field(() => [OrderStatusCount], { description: "All orders ever placed, by current status (every status, zeros included)" })
  byStatus!: OrderStatusCount[];

  @Field(() => Int, { description: "Pending orders: placed and waiting for staff to confirm or reject" })
  waitingForAction!: number;

  @Field(() => [TopOrderedItem], { description: "The 5 items ordered most (by units) in the last 14 days" })
  topItems!: TopOrderedItem[];

  @Field(() => [RiderDeliveryFigures], { description: "Riders with a delivery or a failed one in the last 14 days, most deliveries first" })
  riders!: RiderDeliveryFigures[];

  @Field(() => Float, {
    nullable: true,
    description: "Average minutes from pick-up to the door over the last 14 days, all riders; null when none",
  })
  averageMinutesToDoor!: number | null;

  @Field(() => Int, { description: "Deliveries that failed in the last 14 days" })
  failedDeliveries!: number;
}
