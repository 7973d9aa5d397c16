import type { EntityManager } from "typeorm";
import { Order } from "../orders/order.entity";

/** What the kitchen may promise when it accepts an order: a minute to four hours. */
export const PREPARATION_MINUTES = { min: 1, max: 240 } as const;

/**
 * Stores the kitchen's estimate on the order, inside the transaction of the move to confirmed:
 * ready at the moment of accepting (the database's clock, as the history's) plus the minutes.
 */
export async function recordPreparationEstimate(tx: EntityManager, orderId: string, minutes: number): Promise<void> {
  await tx
    .getRepository(Order)
    .createQueryBuilder()
    .update()
    .set({ preparationMinutes: minutes, estimatedReadyAt: () => "clock_timestamp() + make_interval(mins => :minutes)" })
    .setParameter("minutes", minutes)
    .where("id = :orderId", { orderId })
    .execute();
}
