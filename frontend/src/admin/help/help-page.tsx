import { useQuery } from "@apollo/client/react";
import { Alert, Segmented, Skeleton, Tag } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { formatDateTime, formatOrderNumber } from "../../common/formatters";
import { PageTitle } from "../../common/page-title";
import { graphql } from "../../gql";
import { useOrderProblems } from "../../common/orders/order-problem-fields";
import type { OrderProblemStatus } from "../../gql/graphql";
import list from "../common/list-page.module.css";
import styles from "./help.module.css";

const AnswerForm = lazy(() => import("./answer-form"));

/** The Help queue: the server's order (open ones oldest first), a page of the API's most. */
export const AdminOrderProblemsDocument = graphql(`
  query AdminOrderProblems($status: OrderProblemStatus, $limit: Int) {
    orderProblems(status: $status, limit: $limit) {
      id
      ...OrderProblemFields
      order {
        id
        restaurantName
        status
      }
    }
  }
`);

const PAGE_SIZE = 50;

/**
 * /admin/help: customers' problems with their orders, the oldest open one first, each with its
 * order (a link to it in the orders list), the items it names, the customer's words and the
 * latest answer; an answer box sends a new answer, resolving it or keeping it open.
 */
export function HelpPage() {
  const { t: h } = useTranslation("translation", { keyPrefix: "adminHelp" });
  const { t } = useTranslation();
  const [status, setStatus] = useState<OrderProblemStatus>("OPEN");
  const { data, loading, error, refetch } = useQuery(AdminOrderProblemsDocument, {
    variables: { status, limit: PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const answers = error ? [] : (data?.orderProblems ?? []);
  // The fragment's fields, in the answer's order: each beside its order.
  const problems = useOrderProblems(answers).map((problem, index) => ({ ...problem, order: answers[index]!.order }));
  return (
    <div className={list.page}>
      <PageTitle page={h("title")} area="admin" />
      <div className={list.heading}>
        <h1 className={list.title}>{h("title")}</h1>
        <Segmented<OrderProblemStatus>
          value={status}
          onChange={setStatus}
          options={[
            { value: "OPEN", label: h("showOpen") },
            { value: "RESOLVED", label: h("showResolved") },
          ]}
        />
      </div>
      <p className={list.intro}>{h("intro")}</p>
      {error && <Alert type="error" showIcon title={h("loadFailed")} />}
      {loading && !data ? (
        <Skeleton active />
      ) : problems.length === 0 ? (
        !error && <p className={list.empty}>{h("empty")}</p>
      ) : (
        <ul className={styles.list}>
          {problems.map((problem) => {
            const number = formatOrderNumber(problem.order.id);
            return (
              <li key={problem.id} className={styles.card} aria-label={h("order", { number })}>
                <div className={styles.head}>
                  <Link to={`/admin/orders?q=${problem.order.id.slice(-6)}`} aria-label={h("openOrder", { number })}>
                    {h("order", { number })}
                  </Link>
                  <span className={styles.muted}>{problem.order.restaurantName}</span>
                  <Tag color={problem.status === "OPEN" ? "orange" : "green"}>{t(`account.orderStatusLabel.${problem.order.status}`)}</Tag>
                </div>
                <div className={styles.head}>
                  <span className={styles.kind}>{t(`orderHelp.kinds.${problem.kind}`)}</span>
                  <span className={styles.muted}>{h("reportedAt", { when: formatDateTime(problem.createdAt) })}</span>
                </div>
                {problem.lines.length > 0 && (
                  <span>{h("items", { items: problem.lines.map((line) => `${line.quantity} × ${line.name}`).join(", ") })}</span>
                )}
                <p className={styles.text}>{problem.text}</p>
                {problem.answer && (
                  <div>
                    <span className={styles.muted}>
                      {h("latestAnswer", { when: formatDateTime(problem.answeredAt ?? problem.createdAt) })}
                    </span>
                    <p className={styles.answer}>{problem.answer}</p>
                  </div>
                )}
                {problem.status === "OPEN" ? (
                  <Suspense fallback={null}>
                    <AnswerForm problemId={problem.id} onAnswered={() => void refetch().catch(() => undefined)} />
                  </Suspense>
                ) : (
                  problem.resolvedAt && (
                    <span className={styles.muted}>{h("resolvedAt", { when: formatDateTime(problem.resolvedAt) })}</span>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
