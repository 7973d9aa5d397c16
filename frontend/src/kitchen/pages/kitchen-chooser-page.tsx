import { useQuery } from "@apollo/client/react";
import { Skeleton } from "antd";
import { useTranslation } from "react-i18next";
import { Link, Navigate } from "react-router-dom";
import { useErrorText } from "../../common/error-text";
import { RetryAlert } from "../../common/retry-alert";
import { graphql } from "../../gql";
import { KitchenFrame } from "../kitchen-frame";
import styles from "../kitchen-frame.module.css";

/** The restaurants whose board the signed-in person may open. */
const KitchenRestaurantsDocument = graphql(`
  query KitchenRestaurants {
    kitchenRestaurants {
      id
      name
      closedForToday
    }
  }
`);

/**
 * /kitchen: straight to the board of a person's only kitchen; a list when they have several
 * (admins have every restaurant); a word on how to get access when they have none.
 */
export function KitchenChooserPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error, refetch } = useQuery(KitchenRestaurantsDocument, { fetchPolicy: "cache-and-network" });
  const kitchens = data?.kitchenRestaurants;
  if (kitchens?.length === 1) return <Navigate to={`/kitchen/${kitchens[0]!.id}`} replace />;

  return (
    <KitchenFrame heading={t("kitchen.chooser.heading")}>
      <title>{t("app.pageTitle", { page: t("kitchen.chooser.heading") })}</title>
      <section className={styles.panel} aria-labelledby="kitchen-chooser">
        <h2 id="kitchen-chooser" className={styles.panelHeading}>
          {t("kitchen.chooser.heading")}
        </h2>
        {error && !kitchens ? (
          <RetryAlert
            title={errorText(error, t("kitchen.loadFailed"))}
            retryLabel={t("kitchen.retry")}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : !kitchens ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : kitchens.length === 0 ? (
          <>
            <p className={styles.panelText}>{t("kitchen.chooser.none")}</p>
            <Link to="/shop/home">{t("kitchen.chooser.toShop")}</Link>
          </>
        ) : (
          <>
            <p className={styles.panelText}>{t("kitchen.chooser.intro")}</p>
            <ul className={styles.kitchenList}>
              {kitchens.map((kitchen) => (
                <li key={kitchen.id}>
                  <Link to={`/kitchen/${kitchen.id}`} className={styles.kitchenLink}>
                    <span>{kitchen.name}</span>
                    {kitchen.closedForToday && <span className={styles.kitchenClosed}>{t("kitchen.chooser.closedToday")}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </KitchenFrame>
  );
}
