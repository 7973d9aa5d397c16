import { graphql } from "../gql";

/** Meal-time reminders: the customer's choice and reading it on `me` (meal-reminders.test.ts, the matrices). */
export const SET_MEAL_REMINDERS = graphql(`
  mutation SetMealReminders($input: MealRemindersInput!) { setMealReminders(input: $input) { breakfast lunch dinner } }
`);
export const MY_MEAL_REMINDERS = graphql(`
  query MyMealReminders { me { id mealReminders { breakfast lunch dinner } } }
`);
