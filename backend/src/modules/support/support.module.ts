import { resolver, type AppModule } from "../../common/app-module";
import { byId, groupedBy, type GroupedLoader, type KeyedLoader } from "../../db/data-loaders";
import { DEFAULT_ORDER_EFFECT_SETTINGS } from "../orders/order-effects";
import { Order } from "../orders/order.entity";
import { OrderProblem } from "./order-problem.entity";
import { OrderProblemResolver } from "./order-problem.resolver";
import { OrderProblemService } from "./order-problem.service";
import { OrderProblemsFieldResolver } from "./order-problems-field.resolver";
import { ProblemAnswerNotices } from "./problem-answer-notices";
import { supportErrorCodes } from "./support.errors";

declare module "../../common/app-module" {
  interface AppServices {
    orderProblems: OrderProblemService;
    problemAnswerNotices: ProblemAnswerNotices;
  }
  interface AppLoaders {
    orderProblemsByOrderId: GroupedLoader<OrderProblem>;
    /** The order a problem is about (the Help queue lists many). */
    supportOrderById: KeyedLoader<Order>;
  }
}

/** Help with an order: after the notifications (it pushes the answers) in the list. */
export const supportModule: AppModule = {
  name: "support",
  entities: [OrderProblem],
  errorCodes: supportErrorCodes,
  services: (deps, { jobs, pushSender, audit }) => {
    // The answers' safety net keeps the order effects' timings (shorter in tests).
    const settings = { ...DEFAULT_ORDER_EFFECT_SETTINGS, ...deps.orderEffects };
    const problemAnswerNotices = new ProblemAnswerNotices({ ...deps, jobs, pushSender, settings });
    return {
      problemAnswerNotices,
      orderProblems: new OrderProblemService({ dataSource: deps.dataSource, notices: problemAnswerNotices, audit }),
    };
  },
  resolvers: [
    resolver(OrderProblemResolver, (services) => new OrderProblemResolver(services.orderProblems)),
    resolver(OrderProblemsFieldResolver, (services) => new OrderProblemsFieldResolver(services.orderProblems)),
  ],
  loaders: (dataSource) => ({
    orderProblemsByOrderId: groupedBy(dataSource, OrderProblem, "orderId", { createdAt: "ASC", id: "ASC" }),
    supportOrderById: byId(dataSource, Order),
  }),
  start: async ({ problemAnswerNotices }, { onStop }) => {
    await problemAnswerNotices.start();
    onStop(() => problemAnswerNotices.stop());
  },
};
