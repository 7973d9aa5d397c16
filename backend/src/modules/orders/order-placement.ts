import { IsNull, MoreThan, type EntityManager } from "typeorm";
import { AppError } from "../../common/errors";
import { Address } from "../addresses/address.entity";
import { CartItem } from "../cart/cart-item.entity";
import { Cart } from "../cart/cart.entity";
import { formatRupees, paiseToRupees } from "../../common/money";
import { bill, billPaiseOf } from "../cart/bill";
import type { BillDiscountContext, PlacedOrderFacts } from "../cart/bill-discount";
import type { FoundDiscount } from "../cart/cart.service";
import { deliveryFeePaise } from "../cart/delivery-fee";
import { isPickup, type Fulfilment } from "../cart/fulfilment";
import type { Charges } from "../charges/charges";
import { deliversTo, distanceKm } from "../geo/distance";
import { isWithinWindow } from "../menu/availability-window";
import { extrasPaise, unitPriceWithOptionsPaise } from "../menu/pricing";
import { optionGroupsOfItems } from "../menu/menu-option-groups";
import type { ChosenOptionSnapshot } from "../cart/chosen-option";
import { judgeOptions } from "../cart/option-choice";
import { isOpenNow, type OpeningPeriod } from "../restaurants/opening-hours";
import { checkDeliveryTime } from "./delivery-time";
import { releaseAtOf, rideMinutes, usualPreparationMinutes } from "./scheduled-release";
import { IdempotencyKey } from "./idempotency-key.entity";
import { OrderLine } from "./order-line.entity";
import { orderRequestHash } from "./order-request-hash";
import { UPI_MESSAGES, type PaymentCollection } from "./payment-collection";
import { OrderStatusChange } from "./order-status-change.entity";
import { Order } from "./order.entity";

export const PLACEMENT_MESSAGES = {
  cartEmpty: "Please add items to cart!",
  addressNotFound: "We could not find that address. Please select an address!",
  keyReused: "This checkout was already used for a different cart or address. Please reload the checkout page.",
  mixedCart: "Your cart has items from more than one restaurant. Please keep the items of one restaurant.",
  closed: (restaurant: string) => `${restaurant} is closed right now. Please order when it is open.`,
  unavailable: (items: string[]) =>
    `${items.join(", ")} ${items.length === 1 ? "is" : "are"} not available right now. ` +
    `Please remove ${items.length === 1 ? "it" : "them"} from your cart.`,
  notServedThen: (items: string[]) =>
    `${items.join(", ")} ${items.length === 1 ? "is" : "are"} not served at the time you chose. ` +
    `Please choose another time or remove ${items.length === 1 ? "it" : "them"} from your cart.`,
  outOfArea: (restaurant: string) => `${restaurant} does not deliver to this address. Please choose another address.`,
  belowMinimum: (restaurant: string, minimum: string, missing: string) =>
    `${restaurant} takes orders from ${minimum}. Please add items worth ${missing} more.`,
} as const;

/**
 * What the placement prices the bill with, in its own transaction: the settings as stored now,
 * and the discount sources the cart module holds (coupons), asked strictly.
 */
export interface PlacementPricing {
  charges(tx: EntityManager): Promise<Charges>;
  discountFor(tx: EntityManager, context: BillDiscountContext, options: { strict: boolean }): Promise<FoundDiscount | null>;
  discountPlaced(tx: EntityManager, facts: PlacedOrderFacts, found: FoundDiscount): Promise<void>;
}

/** Without an idempotency key (legacy REST), a submit that finds the cart just ordered gets that order back. */
export const KEYLESS_REPLAY_WINDOW_MS = 2 * 60 * 1000;

export interface PlacementRequest {
  userId: string;
  /** The delivery address; null for a pickup (the input's rule requires it for a delivery). */
  addressId: string | null;
  /** Delivery to addressId, or collected at the restaurant (no address, fee, tip or rider). */
  fulfilment: Fulfilment;
  /** null only on the legacy path, which may omit it. */
  idempotencyKey: string | null;
  /** Already trimmed (cookingNoteOf); null when the customer gave none. */
  kitchenNote: string | null;
  /** Ordered for later: the slot the customer wants it delivered in (delivery-time.ts); null: now. */
  deliverAt: Date | null;
  /** How the customer will pay at the door (absent: cash, as the legacy path places orders). */
  payAtDoorBy?: PaymentCollection;
}

export type PlacementResult = { replayed: false; order: Order; lines: OrderLine[] } | { replayed: true; order: Order };

/** A cart line with the menu item and restaurant as they are now. */
interface CartLineRow {
  menuItemId: string;
  optionIds: string[];
  quantity: number;
  name: string;
  image: string;
  offerPricePaise: number;
  originalPricePaise: number;
  isAvailable: boolean;
  availableFrom: string | null;
  availableUntil: string | null;
  restaurantId: string;
  restaurantName: string;
  isOpen: boolean;
  closedUntil: Date | null;
  openingHours: OpeningPeriod[];
  latitude: number;
  longitude: number;
  deliveryRadiusKm: string;
  minimumOrderPaise: number;
}

/**
 * The cart's lines, oldest first, each with its menu item and restaurant: one statement. The items'
 * rows stay share-locked to the commit, so a change of their choices or prices (which locks the
 * item's row) waits for this order or is wholly seen by it: never a stale price.
 */
async function cartLines(tx: EntityManager, cartId: string): Promise<CartLineRow[]> {
  const lines = await tx
    .getRepository(CartItem)
    .createQueryBuilder("line")
    .innerJoinAndSelect("line.menuItem", "item")
    .innerJoinAndSelect("item.restaurant", "restaurant")
    .where("line.cartId = :cartId", { cartId })
    .orderBy("line.createdAt", "ASC")
    .addOrderBy("line.id", "ASC")
    .setLock("pessimistic_read", undefined, ["item"])
    .getMany();
  return lines.map((line) => {
    const item = line.menuItem!;
    const restaurant = item.restaurant!;
    return {
      menuItemId: line.menuItemId,
      optionIds: line.optionIds,
      quantity: line.quantity,
      name: item.name,
      image: item.image,
      offerPricePaise: item.offerPricePaise,
      originalPricePaise: item.originalPricePaise,
      isAvailable: item.isAvailable,
      availableFrom: item.availableFrom,
      availableUntil: item.availableUntil,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
      isOpen: restaurant.isOpen,
      closedUntil: restaurant.closedUntil,
      openingHours: restaurant.openingHours,
      latitude: restaurant.latitude,
      longitude: restaurant.longitude,
      deliveryRadiusKm: restaurant.deliveryRadiusKm,
      minimumOrderPaise: restaurant.minimumOrderPaise,
    };
  });
}

/**
 * Builds the order from the server's cart inside the caller's transaction: the cart row stays
 * locked from the first statement to the commit, so concurrent submits of one customer run one
 * after the other and the later ones find the cart empty (or the idempotency key taken).
 */
export async function placeOrderInTransaction(
  tx: EntityManager,
  request: PlacementRequest,
  pricing: PlacementPricing,
  now = new Date(),
): Promise<PlacementResult> {
  const { userId, idempotencyKey, kitchenNote, fulfilment } = request;
  const pickup = isPickup(fulfilment);
  const addressId = pickup ? null : request.addressId;
  const payAtDoorBy = request.payAtDoorBy ?? "CASH";
  if (payAtDoorBy === "UPI" && pickup) {
    throw new AppError("BAD_USER_INPUT", UPI_MESSAGES.pickupIsCash, {
      fields: [{ field: "payAtDoorBy", messages: [UPI_MESSAGES.pickupIsCash] }],
    });
  }
  const destination = destinationOf(fulfilment, addressId, request.deliverAt, payAtDoorBy);
  const cart = await tx.getRepository(Cart).findOne({ where: { userId }, lock: { mode: "pessimistic_write" } });
  const lines = cart ? await cartLines(tx, cart.id) : [];

  if (idempotencyKey) {
    const used = await tx.getRepository(IdempotencyKey).findOneBy({ userId, key: idempotencyKey });
    if (used) return { replayed: true, order: await replayOf(tx, used, destination, lines) };
  } else if (cart && lines.length === 0) {
    const justPlaced = await tx.getRepository(Order).findOne({
      where: {
        userId,
        cartId: cart.id,
        fulfilment,
        addressId: addressId ?? IsNull(),
        createdAt: MoreThan(new Date(now.getTime() - KEYLESS_REPLAY_WINDOW_MS)),
      },
      order: { createdAt: "DESC" },
    });
    if (justPlaced) return { replayed: true, order: justPlaced };
  }
  if (!cart || lines.length === 0) throw new AppError("CART_EMPTY", PLACEMENT_MESSAGES.cartEmpty);

  const address = addressId === null ? null : await tx.getRepository(Address).findOneBy({ id: addressId });
  if (!pickup && (!address || address.userId !== userId)) throw new AppError("NOT_FOUND", PLACEMENT_MESSAGES.addressNotFound);
  const { deliverAt } = request;
  const restaurant = checkOrderable(lines, address, now, deliverAt);

  const priced = await priceWithOptions(tx, lines);
  const itemsPaise = priced.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
  checkMinimumOrder(restaurant, itemsPaise);
  const charges = await pricing.charges(tx);
  // The rider shows a QR of the service's UPI id: without one, UPI cannot be promised at the door.
  if (payAtDoorBy === "UPI" && !charges.payouts.upiId) throw new AppError("UPI_OFF", UPI_MESSAGES.offAtCheckout);
  const point =
    address && address.latitude !== null && address.longitude !== null
      ? { latitude: address.latitude, longitude: address.longitude }
      : null;
  const distance = point ? distanceKm(restaurant, point) : null;
  // A pickup pays no delivery fee (and no tax on one) and tips no rider: the cart's tip stays out of its bill.
  const feePaise = pickup ? 0 : deliveryFeePaise(charges.delivery, itemsPaise, distance);
  const discountContext: BillDiscountContext = {
    userId,
    cartId: cart.id,
    restaurantId: restaurant.restaurantId,
    itemsPaise,
    deliveryFeePaise: feePaise,
    now,
  };
  const found = await pricing.discountFor(tx, discountContext, { strict: true });
  const priceOf = bill({
    itemsPaise,
    deliveryFeePaise: pickup ? null : feePaise,
    distanceKm: distance,
    discount: found?.discount ?? null,
    tipPaise: pickup ? 0 : cart.tipPaise,
    tax: charges.tax,
  });
  const orders = tx.getRepository(Order);
  const order = await orders.save(
    orders.create({
      userId,
      restaurantId: restaurant.restaurantId,
      restaurantName: restaurant.restaurantName,
      cartId: cart.id,
      status: deliverAt ? "scheduled" : "pending",
      deliverAt,
      releaseAt: deliverAt
        ? releaseAtOf(deliverAt, await usualPreparationMinutes(tx, restaurant.restaurantId), rideMinutes(distance, pickup))
        : null,
      paymentMethod: "cod",
      itemsTotalPaise: itemsPaise,
      deliveryChargePaise: feePaise,
      discountPaise: billPaiseOf(priceOf.lines, "DISCOUNT"),
      taxPaise: billPaiseOf(priceOf.lines, "TAX"),
      tipPaise: billPaiseOf(priceOf.lines, "TIP"),
      totalPaise: priceOf.totalPaise,
      billLines: priceOf.lines,
      fulfilment,
      addressId: address?.id ?? null,
      addressLine: address?.address ?? null,
      addressCity: address?.city ?? null,
      addressPincode: address?.pincode ?? null,
      addressPhone: address?.phone ?? null,
      addressNotes: address?.notes ?? "",
      addressLatitude: address?.latitude ?? null,
      addressLongitude: address?.longitude ?? null,
      rejectionReason: null,
      acknowledgedAt: null,
      kitchenNote,
      payAtDoorBy,
      preparationMinutes: null,
      estimatedReadyAt: null,
    }),
  );
  const orderLines = priced.map((line, position) =>
    tx.getRepository(OrderLine).create({
      orderId: order.id,
      menuItemId: line.menuItemId,
      name: line.name,
      image: line.image,
      chosenOptions: line.chosenOptions,
      unitPricePaise: line.unitPricePaise,
      originalPricePaise: line.originalPricePaise + extrasPaise(line.chosenOptions),
      quantity: line.quantity,
      position,
    }),
  );
  await tx.getRepository(OrderLine).insert(orderLines);
  if (found) await pricing.discountPlaced(tx, { ...discountContext, orderId: order.id }, found);
  await tx
    .getRepository(OrderStatusChange)
    .insert({ orderId: order.id, fromStatus: null, toStatus: order.status, changedById: userId, reason: null });
  if (idempotencyKey) {
    await tx.getRepository(IdempotencyKey).insert({
      userId,
      key: idempotencyKey,
      orderId: order.id,
      requestHash: orderRequestHash(destination, lines),
    });
  }
  await tx.getRepository(CartItem).delete({ cartId: cart.id });
  await tx.getRepository(Cart).update({ id: cart.id }, { restaurantId: null, tipPaise: 0 });
  return { replayed: false, order, lines: orderLines };
}

/**
 * Each line priced with its choices as they are now, judged again here (cart/option-choice.ts): a
 * choice removed or over since it was made refuses the order, naming its group.
 */
async function priceWithOptions(
  tx: EntityManager,
  lines: CartLineRow[],
): Promise<Array<CartLineRow & { chosenOptions: ChosenOptionSnapshot[]; unitPricePaise: number }>> {
  const groups = await optionGroupsOfItems(tx, [...new Set(lines.map((line) => line.menuItemId))]);
  return lines.map((line) => {
    const choice = judgeOptions(line, groups.get(line.menuItemId) ?? [], line.optionIds, "OPTION_UNAVAILABLE");
    if (!choice.ok)
      throw new AppError(choice.error.code, choice.error.message, { ...choice.error.details, menuItemIds: [line.menuItemId] });
    return { ...line, chosenOptions: choice.chosen, unitPricePaise: unitPriceWithOptionsPaise(line, choice.chosen) };
  });
}

/**
 * Where the order goes, as its request hash names it: the delivery address's id (as before pickups
 * existed, so keys stored then still replay), or "pickup".
 */
/**
 * Where and when the order goes and how it is paid at the door, as its request's hash takes it: the
 * same key for another address, a pickup, another time or another way to pay is another request. An order for now hashes as before orders for later.
 */
const destinationOf = (
  fulfilment: Fulfilment,
  addressId: string | null,
  deliverAt: Date | null,
  payAtDoorBy: PaymentCollection,
): string => {
  const where = isPickup(fulfilment) ? "pickup" : (addressId ?? "");
  const when = deliverAt ? `${where}@${deliverAt.toISOString()}` : where;
  // Paying by UPI is another request (the rider brings a QR); cash hashes as before UPI existed, so keys stored then still replay.
  return payAtDoorBy === "UPI" ? `${when}#upi` : when;
};

/**
 * The order a used key made, when this is the same request again: the same cart and destination, or
 * the cart that order emptied with the same destination. Anything else reuses the key for a new request.
 */
async function replayOf(tx: EntityManager, used: IdempotencyKey, destination: string, lines: CartLineRow[]): Promise<Order> {
  const order = await tx.getRepository(Order).findOneByOrFail({ id: used.orderId });
  const sameRequest =
    lines.length > 0
      ? orderRequestHash(destination, lines) === used.requestHash
      : destinationOf(order.fulfilment, order.addressId, order.deliverAt, order.payAtDoorBy) === destination;
  if (!sameRequest) throw new AppError("IDEMPOTENCY_KEY_REUSED", PLACEMENT_MESSAGES.keyReused);
  return order;
}

/**
 * The restaurant's minimum order, judged on the items' value before any discount (what the
 * restaurant cooks): BELOW_MINIMUM_ORDER with the missing amount in rupees.
 */
function checkMinimumOrder(restaurant: CartLineRow, itemsPaise: number): void {
  const missingPaise = restaurant.minimumOrderPaise - itemsPaise;
  if (missingPaise <= 0) return;
  throw new AppError(
    "BELOW_MINIMUM_ORDER",
    PLACEMENT_MESSAGES.belowMinimum(restaurant.restaurantName, formatRupees(restaurant.minimumOrderPaise), formatRupees(missingPaise)),
    {
      missing: paiseToRupees(missingPaise),
      minimumOrder: paiseToRupees(restaurant.minimumOrderPaise),
      restaurantId: restaurant.restaurantId,
    },
  );
}

/**
 * The restaurant of the cart, once it is open, delivers to the address (a pickup has none: the
 * delivery radius does not apply) and has every item available.
 */
function checkOrderable(lines: CartLineRow[], address: Address | null, now: Date, deliverAt: Date | null): CartLineRow {
  const restaurant = lines[0]!;
  if (lines.some((line) => line.restaurantId !== restaurant.restaurantId)) {
    throw new AppError("CART_RESTAURANT_CONFLICT", PLACEMENT_MESSAGES.mixedCart);
  }
  // An order for later needs the restaurant open at its delivery moment, not now; its items are
  // judged in stock now, and served at that moment.
  if (deliverAt) checkDeliveryTime(deliverAt, now, restaurant);
  else if (!isOpenNow(restaurant, now)) {
    throw new AppError("RESTAURANT_CLOSED", PLACEMENT_MESSAGES.closed(restaurant.restaurantName), {
      restaurantId: restaurant.restaurantId,
    });
  }
  const unavailable = lines.filter((line) => !line.isAvailable);
  if (unavailable.length > 0) {
    throw new AppError("ITEM_UNAVAILABLE", PLACEMENT_MESSAGES.unavailable(unavailable.map((line) => line.name)), {
      menuItemIds: unavailable.map((line) => line.menuItemId),
    });
  }
  const notNow = lines.filter((line) => !isWithinWindow(line, deliverAt ?? now));
  if (notNow.length > 0) {
    const names = notNow.map((line) => line.name);
    const message = deliverAt ? PLACEMENT_MESSAGES.notServedThen(names) : PLACEMENT_MESSAGES.unavailable(names);
    throw new AppError("ITEM_NOT_AVAILABLE_NOW", message, {
      menuItemIds: notNow.map((line) => line.menuItemId),
      availableFrom: notNow[0]!.availableFrom,
    });
  }
  if (address && address.latitude !== null && address.longitude !== null) {
    const point = { latitude: address.latitude, longitude: address.longitude };
    if (!deliversTo(restaurant, point)) {
      throw new AppError("OUT_OF_DELIVERY_AREA", PLACEMENT_MESSAGES.outOfArea(restaurant.restaurantName), {
        restaurantId: restaurant.restaurantId,
      });
    }
  }
  return restaurant;
}
