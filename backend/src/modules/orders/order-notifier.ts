import { In, type DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer, MailMessage } from "../../common/mailer";
import { recipientLanguage, type Language } from "../../i18n/language";
import { User } from "../users/user.entity";
import { newOrderStaffEmail, orderPlacedEmail, orderStatusEmail } from "./order-emails";
import type { OrderLine } from "./order-line.entity";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

export interface OrderNotifierDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

type Person = Pick<User, "email" | "userName" | "preferredLanguage">;

/** Each mail in its recipient's language; only the customer's own request can stand in for a choice. */
const recipient = (person: Person, requestLanguage: Language | null = null) => ({
  email: person.email,
  userName: person.userName,
  language: recipientLanguage(person.preferredLanguage, requestLanguage),
});

/**
 * The order e-mails. Called after the transaction committed and not awaited by the request:
 * a mail that cannot be sent is logged, and the order stands.
 */
export class OrderNotifier {
  constructor(private readonly deps: OrderNotifierDeps) {}

  /**
   * The customer's confirmation and one message to every admin and superadmin. The customer is
   * the one placing the order, so their request's language stands in when their account has none.
   */
  async orderPlaced(order: Order, lines: readonly OrderLine[], customer: Person, requestLanguage: Language | null): Promise<void> {
    const messages = [orderPlacedEmail(recipient(customer, requestLanguage), order, lines)];
    try {
      const staff = await this.deps.dataSource.getRepository(User).find({
        select: { email: true, userName: true, preferredLanguage: true },
        where: { role: In(["admin", "superadmin"]), isVerified: true },
      });
      const ordersPage = `${this.deps.publicUrl}/admin/orders`;
      messages.push(...staff.map((member) => newOrderStaffEmail(recipient(member), order, lines, ordersPage)));
    } catch (error) {
      this.deps.logger.error({ err: error, orderId: order.id }, "could not read the staff to tell about a new order");
    }
    await this.sendAll(order.id, messages);
  }

  /**
   * To the order's customer, in their account's language; requestLanguage only when the change is
   * the customer's own request (staff's requests say nothing of the customer's language).
   */
  async statusChanged(order: Order, status: OrderStatus, reason: string | null, requestLanguage: Language | null): Promise<void> {
    try {
      const customer = await this.deps.dataSource.getRepository(User).findOneBy({ id: order.userId });
      if (customer) await this.sendAll(order.id, [orderStatusEmail(recipient(customer, requestLanguage), order, status, reason)]);
    } catch (error) {
      this.deps.logger.error({ err: error, orderId: order.id }, "order status e-mail failed");
    }
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
