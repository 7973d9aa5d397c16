import { graphql } from "../gql";

/** Help with an order: the customer's report, the admins' queue and answers (order-problems.test.ts, the matrices). */
export const REPORT_ORDER_PROBLEM = graphql(`
  mutation ReportOrderProblem($orderId: ID!, $input: OrderProblemInput!) {
    reportOrderProblem(orderId: $orderId, input: $input) {
      id orderId kind text status answer answeredAt createdAt lines { name quantity }
    }
  }
`);
export const ANSWER_ORDER_PROBLEM = graphql(`
  mutation AnswerOrderProblem($id: ID!, $text: String!, $resolve: Boolean!) {
    answerOrderProblem(id: $id, text: $text, resolve: $resolve) { id status answer answeredAt resolvedAt }
  }
`);
export const ORDER_PROBLEMS = graphql(`
  query HelpQueue($status: OrderProblemStatus) {
    orderProblems(status: $status) { id kind text status createdAt order { id shortId restaurantName status } lines { name } }
  }
`);
