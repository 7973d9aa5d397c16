import { resolver, type AppModule } from "../../common/app-module";
import { MealReminderSent } from "./meal-reminder-sent.entity";
import { MealReminderSettings } from "./meal-reminder-settings.entity";
import { MealRemindersResolver } from "./meal-reminders.resolver";
import { MealRemindersService } from "./meal-reminders.service";

declare module "../../common/app-module" {
  interface AppServices {
    mealReminders: MealRemindersService;
  }
}

/** Meal-time reminders: after the notifications (it pushes) in the list. */
export const mealRemindersModule: AppModule = {
  name: "meal-reminders",
  entities: [MealReminderSettings, MealReminderSent],
  services: (deps, { jobs, pushSender }) => ({ mealReminders: new MealRemindersService({ ...deps, jobs, pushSender }) }),
  resolvers: [resolver(MealRemindersResolver, (services) => new MealRemindersResolver(services.mealReminders))],
  start: async ({ mealReminders }, { onStop }) => {
    await mealReminders.start();
    onStop(() => mealReminders.stop());
  },
};
