import { catalogueTexts, createCustomerSpeaking, expect, graphql, test, toast, type CatalogueLanguage } from "./support";

/**
 * Meal-time reminders (README "Meal-time reminders") at 360 px, in English and in Telugu: the
 * customer turns lunch and dinner on in My Account; the choice is saved and shows again after a
 * reload.
 */

for (const language of ["en", "te"] as const satisfies readonly CatalogueLanguage[]) {
  test(`turns meal-time reminders on in My Account (${language})`, { tag: "@phone" }, async ({ openPage }) => {
    const t = catalogueTexts(language);
    const customer = await createCustomerSpeaking(language, `reminders-${language}`);
    const page = await openPage({ as: customer, locale: language === "te" ? "te-IN" : "en-IN" });
    await page.goto("/shop/account");
    const reminders = page.getByRole("region", { name: t("mealReminders.heading") });
    const lunch = reminders.getByRole("switch", { name: t("mealReminders.lunch") });
    const dinner = reminders.getByRole("switch", { name: t("mealReminders.dinner") });
    const breakfast = reminders.getByRole("switch", { name: t("mealReminders.breakfast") });
    await expect(lunch).not.toBeChecked();
    await lunch.click();
    await expect(toast(page, t("mealReminders.saved")).first()).toBeVisible();
    await expect(lunch).toBeChecked();
    await dinner.click();
    await expect(dinner).toBeChecked();

    await page.reload();
    await expect(reminders.getByRole("switch", { name: t("mealReminders.lunch") })).toBeChecked();
    await expect(reminders.getByRole("switch", { name: t("mealReminders.dinner") })).toBeChecked();
    await expect(breakfast).not.toBeChecked();
    const { me } = await graphql<{ me: { mealReminders: { breakfast: boolean; lunch: boolean; dinner: boolean } } }>(
      `query E2EMealReminders { me { mealReminders { breakfast lunch dinner } } }`,
      {},
      page,
    );
    expect(me.mealReminders).toEqual({ breakfast: false, lunch: true, dinner: true });
  });
}
