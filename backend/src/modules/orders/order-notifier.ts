import { In, type DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer, MailMessage } from "../../common/mailer";
import { recipientLanguage, type Language } from "../../i18n/language";
import { User } from "../users/user.entity";
import { isPickup } from "../cart/fulfilment";
import { Restaurant } from "../restaurants/restaurant.entity";
import { pickupPlaceOf, type PickupPlace } from "./pickup-place";
import { newOrderStaffEmail, orderPlacedEmail, orderStatusEmail } from "./order-emails";
import type { OrderEffectListener } from "./order-effects";
import { OrderLine } from "./order-line.entity";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

export interface OrderNotifierDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

type Person = Pick<User, "email" | "userName" | "preferredLanguage">;
const PERSON = { email: true, userName: true, preferredLanguage: true } as const;

/** Each mail in its recipient's language; only the customer's own request can stand in for a choice. */
const recipient = (person: Person, requestLanguage: Language | null = null) => ({
  email: person.email,
  userName: person.userName,
  language: recipientLanguage(person.preferredLanguage, requestLanguage),
});

/**
 * The order e-mails, an effect of the order events (order-effects.ts): everything they need is
 * read first, so a database that is away fails the effect before anything is sent and the job
 * queue runs it again; a mail the mail server refuses is logged, not retried (the others would be
 * sent twice).
 */
export class OrderNotifier {
  constructor(private readonly deps: OrderNotifierDeps) {}

  /**
   * The customer's confirmation and one message to every admin and superadmin. The customer is
   * the one placing the order, so their request's language stands in when their account has none.
   */
  async orderPlaced(order: Order, requestLanguage: Language | null): Promise<void> {
    const [lines, customer, staff, pickupPlace] = await Promise.all([
      this.deps.dataSource.getRepository(OrderLine).find({ where: { orderId: order.id }, order: { position: "ASC" } }),
      this.deps.dataSource.getRepository(User).findOne({ select: PERSON, where: { id: order.userId } }),
      this.deps.dataSource.getRepository(User).find({ select: PERSON, where: { role: In(["admin", "superadmin"]), isVerified: true } }),
      this.pickupPlace(order),
    ]);
    const ordersPage = `${this.deps.publicUrl}/admin/orders`;
    const messages = [
      ...(customer ? [orderPlacedEmail(recipient(customer, requestLanguage), order, lines, pickupPlace)] : []),
      ...staff.map((member) => newOrderStaffEmail(recipient(member), order, lines, ordersPage)),
    ];
    await this.sendAll(order.id, messages);
  }

  /**
   * To the order's customer, in their account's language; requestLanguage only when the change is
   * the customer's own request (staff's requests say nothing of the customer's language).
   */
  async statusChanged(order: Order, status: OrderStatus, reason: string | null, requestLanguage: Language | null): Promise<void> {
    const customer = await this.deps.dataSource.getRepository(User).findOne({ select: PERSON, where: { id: order.userId } });
    if (customer) await this.sendAll(order.id, [orderStatusEmail(recipient(customer, requestLanguage), order, status, reason)]);
  }

  /** A pickup's restaurant as it is now, for the customer's directions; null for a delivery or a deleted restaurant. */
  private async pickupPlace(order: Order): Promise<PickupPlace | null> {
    if (!isPickup(order.fulfilment) || !order.restaurantId) return null;
    const restaurant = await this.deps.dataSource.getRepository(Restaurant).findOne({
      select: { id: true, name: true, address: true, latitude: true, longitude: true },
      where: { id: order.restaurantId },
    });
    return restaurant ? pickupPlaceOf(restaurant) : null;
  }

  private async sendAll(orderId: string, messages: MailMessage[]): Promise<void> {
    const results = await Promise.allSettled(messages.map((message) => this.deps.mailer.send(message)));
    results.forEach((result, index) => {
      if (result.status === "rejected") {
        this.deps.logger.error({ err: result.reason, orderId, subject: messages[index]!.subject }, "order e-mail failed");
      }
    });
  }
}

/** The e-mails as an order effect. */
export const orderEmails =
  (notifier: OrderNotifier): OrderEffectListener =>
  async (effect) => {
    if (effect.type === "ORDER_PLACED") await notifier.orderPlaced(effect.order, effect.requestLanguage);
    else await notifier.statusChanged(effect.order, effect.toStatus, effect.reason, effect.requestLanguage);
  };
