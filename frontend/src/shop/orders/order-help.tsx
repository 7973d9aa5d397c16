import type { FragmentType } from "@apollo/client";
import { useFragment } from "@apollo/client/react";
import { Button, Tag } from "antd";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../common/formatters";
import { graphql } from "../../gql";
import { useOrderProblems } from "../../common/orders/order-problem-fields";
import { canAskForHelp } from "./order-help-rules";
import styles from "./order-help.module.css";

const OrderHelpForm = lazy(() => import("./order-help-form"));

/** What the order page shows of its problems, and what the form needs (the lines to tick). */
export const OrderHelpFragment = graphql(`
  fragment OrderHelp_Order on Order {
    id
    status
    deliveredAt
    lines {
      id
      name
      quantity
    }
    problems {
      id
      ...OrderProblemFields
    }
  }
`);

/**
 * "Help with this order" on the customer's order page: each problem they reported with the
 * office's latest answer, and "Get help" (a form: what went wrong, which items, in their words)
 * while the order is on its way or up to 48 hours after its delivery and no problem is open.
 */
export function OrderHelp(props: { order: FragmentType<typeof OrderHelpFragment> }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const { data: order, complete } = useFragment({ fragment: OrderHelpFragment, fragmentName: "OrderHelp_Order", from: props.order });
  const problems = useOrderProblems(complete ? order.problems : []);
  if (!complete) return null;
  const offered = canAskForHelp({ ...order, problems }, new Date());
  if (!offered && problems.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`help-${order.id}`}>
      <h3 id={`help-${order.id}`} className={styles.heading}>
        {t("orderHelp.heading")}
      </h3>
      {problems.map((problem) => (
        <article key={problem.id} className={styles.problem}>
          <div>
            <span className={styles.label}>{t(`orderHelp.kinds.${problem.kind}`)}</span>
            <Tag color={problem.status === "OPEN" ? "orange" : "green"}>
              {problem.status === "OPEN" ? t("orderHelp.open") : t("orderHelp.resolved")}
            </Tag>
          </div>
          {problem.lines.length > 0 && <div>{t("orderHelp.about", { items: problem.lines.map((line) => line.name).join(", ") })}</div>}
          <p className={styles.text}>
            <span className={styles.label}>{t("orderHelp.youWrote")}:</span>
            {problem.text}
          </p>
          {problem.answer ? (
            <div>
              <span className={styles.label}>
                {t("orderHelp.answer")} ({formatDateTime(problem.answeredAt ?? problem.createdAt)})
              </span>
              <p className={styles.answer}>{problem.answer}</p>
            </div>
          ) : (
            <p className={styles.text}>{t("orderHelp.waiting")}</p>
          )}
        </article>
      ))}
      {offered &&
        (asking ? (
          <Suspense fallback={null}>
            <OrderHelpForm orderId={order.id} lines={order.lines} onDone={() => setAsking(false)} />
          </Suspense>
        ) : (
          <Button onClick={() => setAsking(true)}>{t("orderHelp.getHelp")}</Button>
        ))}
    </section>
  );
}
