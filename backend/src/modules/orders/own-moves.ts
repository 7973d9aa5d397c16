import { AppError } from "../../common/errors";
import { ORDER_MESSAGES } from "./order-messages";
import type { OrderProcessExtension } from "./order-process";
import { forwardSteps } from "./order-status-walk";

/** The customer moves only their own order: anyone else's answers NOT_FOUND, as if there were none. */
export const customerMoves: OrderProcessExtension = {
  name: "customer",
  guard({ ctx, request, order }) {
    if (request.actor !== "customer") return;
    if (!order || !ctx.user || order.userId !== ctx.user.id) throw new AppError("NOT_FOUND", ORDER_MESSAGES.notFound);
  },
};

/**
 * The legacy admin call sets a pending order straight to a later status: it is reached step by
 * step, each an allowed move recorded in the history. A status not ahead of the current one is
 * the one move, refused by the state machine with its message.
 */
export const legacyWalk: OrderProcessExtension = {
  name: "legacy-walk",
  steps: ({ from, to, actor, fulfilment, input }) => (input.legacyWalk ? forwardSteps(from, to, actor, fulfilment) : null),
};
