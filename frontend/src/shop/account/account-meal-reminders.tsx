import { useMutation, useQuery } from "@apollo/client/react";
import { Switch } from "antd";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../common/error-text";
import { toast } from "../../common/toast/toast";
import { graphql } from "../../gql";
import styles from "./account-page.module.css";

const AccountMealRemindersDocument = graphql(`
  query AccountMealReminders {
    me {
      id
      mealReminders {
        breakfast
        lunch
        dinner
      }
    }
  }
`);

const AccountSetMealRemindersDocument = graphql(`
  mutation AccountSetMealReminders($input: MealRemindersInput!) {
    setMealReminders(input: $input) {
      breakfast
      lunch
      dinner
    }
  }
`);

const MEALS = ["breakfast", "lunch", "dinner"] as const;
type Meals = Record<(typeof MEALS)[number], boolean>;

/**
 * 'Meal-time reminders' on the account page: a switch per meal (8:00, 12:30, 19:30 India time).
 * Each switch saves at once; the server's answer is written back into the cached `me`.
 */
export function AccountMealReminders() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data } = useQuery(AccountMealRemindersDocument, { fetchPolicy: "cache-and-network" });
  const [save, { loading }] = useMutation(AccountSetMealRemindersDocument);
  const me = data?.me;
  if (!me) return null;
  const current: Meals = { breakfast: me.mealReminders.breakfast, lunch: me.mealReminders.lunch, dinner: me.mealReminders.dinner };

  const toggle = async (meal: (typeof MEALS)[number], on: boolean) => {
    try {
      await save({
        variables: { input: { ...current, [meal]: on } },
        update: (cache, { data: saved }) => {
          if (!saved) return;
          cache.writeQuery({ query: AccountMealRemindersDocument, data: { me: { ...me, mealReminders: saved.setMealReminders } } });
        },
      });
      toast.success(t("mealReminders.saved"));
    } catch (error) {
      toast.error(errorText(error, t("mealReminders.saveFailed")));
    }
  };

  return (
    <section className={styles.profile} aria-labelledby="meal-reminders-heading">
      <h2 id="meal-reminders-heading" className={styles.greeting}>
        {t("mealReminders.heading")}
      </h2>
      <p>{t("mealReminders.intro")}</p>
      <div className={styles.details}>
        {MEALS.map((meal) => (
          <label key={meal} className={styles.reminder}>
            <Switch checked={current[meal]} loading={loading} onChange={(on) => void toggle(meal, on)} />
            <span>{t(`mealReminders.${meal}`)}</span>
          </label>
        ))}
      </div>
      <p className={styles.reminderNote}>{t("mealReminders.needsNotifications")}</p>
    </section>
  );
}
