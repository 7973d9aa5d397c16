import { In, type DataSource } from "typeorm";
import type { Logger } from "../../common/logger";
import type { Mailer, MailMessage } from "../../common/mailer";
import { User } from "../users/user.entity";
import { newOrderStaffEmail, orderPlacedEmail, orderStatusEmail, type Recipient } from "./order-emails";
import type { OrderLine } from "./order-line.entity";
import type { OrderStatus } from "./order-status";
import type { Order } from "./order.entity";

export interface OrderNotifierDeps {
  dataSource: DataSource;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
}

/**
 * The order e-mails. Called after the transaction committed and not awaited by the request:
 * a mail that cannot be sent is logged, and the order stands.
 */
export class OrderNotifier {
  constructor(private readonly deps: OrderNotifierDeps) {}

  /** The customer's confirmation and one message to every admin and superadmin. */
  async orderPlaced(order: Order, lines: readonly OrderLine[], customer: Recipient): Promise<void> {
    const messages = [orderPlacedEmail(customer, order, lines)];
    try {
      const staff = await this.deps.dataSource.getRepository(User).find({
        select: { email: true, userName: true },
        where: { role: In(["admin", "superadmin"]), isVerified: true },
      });
      const ordersPage = `${this.deps.publicUrl}/admin/orders`;
      messages.push(...staff.map((member) => newOrderStaffEmail(member, order, lines, ordersPage)));
    } catch (error) {
      this.deps.logger.error({ err: error, orderId: order.id }, "could not read the staff to tell about a new order");
    }
    await this.sendAll(order.id, messages);
  }

  async statusChanged(order: Order, status: OrderStatus, reason: string | null): Promise<void> {
    try {
      const customer = await this.deps.dataSource.getRepository(User).findOneBy({ id: order.userId });
      if (customer) await this.sendAll(order.id, [orderStatusEmail(customer, order, status, reason)]);
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
