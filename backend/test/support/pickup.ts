import type { Client } from "pg";
import { graphql } from "../gql";
import { insertOrder, type InsertedOrderLine } from "./order-fixtures";

/** Pick up's operations and fixtures (pickup.test.ts, the authorization and API-key matrices). */

export const PICKUP_ORDER_FIELDS = graphql(`
  fragment PickupOrderFields on Order {
    id status fulfilment deliveryCharge tip total allowedNextStatuses
    address { address }
    pickupPlace { restaurantName address latitude longitude directionsUrl }
    bill { lines { kind amount } total }
    statusHistory { fromStatus toStatus }
  }
`);

export const PLACE_PICKUP_ORDER = graphql(`
  mutation PlacePickupOrder($i: PlaceOrderInput!) { placeOrder(input: $i) { ...PickupOrderFields } }
`);

export const PICKUP_ORDER = graphql(`
  query PickupOrder($id: ID!) { order(id: $id) { ...PickupOrderFields } }
`);

export const MARK_COLLECTED = graphql(`
  mutation MarkCollected($orderId: ID!) {
    markCollected(orderId: $orderId) { id status fulfilment allowedNextStatuses statusHistory { fromStatus toStatus } }
  }
`);

export const CART_BILL = graphql(`
  query PickupCartBill($addressId: ID, $fulfilment: Fulfilment) {
    cart { id bill(addressId: $addressId, fulfilment: $fulfilment) { lines { kind amount } total } }
  }
`);

/** An order written straight into the tables as a pickup (no address, fee or tip), in the given status. */
export async function insertPickupOrder(
  db: Client,
  order: { userId: string; restaurantId: string; restaurantName: string; status?: string; lines: InsertedOrderLine[] },
): Promise<string> {
  const id = await insertOrder(db, { ...order, createdAt: new Date().toISOString() });
  await db.query(
    `UPDATE orders SET fulfilment = 'pickup', delivery_charge_paise = 0, total_paise = items_total_paise,
       address_line = NULL, address_city = NULL, address_pincode = NULL, address_phone = NULL WHERE id = $1`,
    [id],
  );
  return id;
}
