import {
  addKakinadaAddress,
  catalogueTexts,
  createCustomerSpeaking,
  createOrderKitchen,
  expect,
  graphql,
  keepScreenshot,
  placeKitchenOrder,
  test,
  toast,
  type CatalogueLanguage,
} from "./support";

/**
 * Ratings and reviews (README "Ratings and reviews") at 360 px, in English and in Telugu: the
 * customer rates a delivered order on its details (food stars, a liked dish, a comment), then
 * reads it among the restaurant's reviews on its menu page.
 */

for (const language of ["en", "te"] as const satisfies readonly CatalogueLanguage[]) {
  test(
    `rates a delivered order and reads it in the restaurant's reviews (${language})`,
    { tag: "@phone" },
    async ({ adminPage: admin, openPage }) => {
      const t = catalogueTexts(language);
      const dish = language === "en" ? "Review Pesarattu" : "Review Pongal";
      const kitchen = await createOrderKitchen(admin, `E2E Reviews ${language}`, { name: dish, originalPrice: 80, offerPrice: 70 });
      const customer = await createCustomerSpeaking(language, `reviews-${language}`);
      const page = await openPage({ as: customer, locale: language === "te" ? "te-IN" : "en-IN" });
      const addressId = await addKakinadaAddress(page, customer);
      const order = await placeKitchenOrder(page, kitchen, addressId);
      for (const status of ["CONFIRMED", "PREPARING", "OUT_FOR_DELIVERY", "DELIVERED"]) {
        await graphql(
          `mutation E2EReviewsMove($id: ID!, $status: OrderStatus!) { updateOrderStatus(id: $id, status: $status) { id } }`,
          { id: order.id, status },
          admin,
        );
      }

      // The invite's link opens the delivered order's details, which ask for the rating.
      await page.goto(`/shop/account?tab=orders&order=${order.id}`);
      const dialog = page.getByRole("dialog");
      const rating = dialog.getByRole("region", { name: t("orderRating.heading") });
      await expect(rating).toBeVisible();
      // No rider brought it: the food's stars only.
      await expect(rating.getByText(t("orderRating.delivery"), { exact: true })).toHaveCount(0);
      await rating.getByRole("button", { name: t("orderRating.submit") }).click();
      await expect(rating.getByText(t("orderRating.problems.foodRatingRequired"))).toBeVisible();
      await keepScreenshot(page, `order-rating-${language}`);
      await rating.locator(".ant-rate").first().locator("li").nth(3).click();
      await rating.getByRole("checkbox", { name: dish }).check();
      const comment = language === "en" ? "Soft and hot, the chutney was perfect." : "మెత్తగా, వేడిగా ఉంది. చట్నీ చాలా బాగుంది.";
      await rating.getByRole("textbox", { name: t("orderRating.comment") }).fill(comment);
      await rating.getByRole("button", { name: t("orderRating.submit") }).click();
      await expect(toast(page, t("orderRating.thanks"))).toBeVisible();
      const given = dialog.getByRole("region", { name: t("orderRating.yourRating") });
      await expect(given.getByText(comment)).toBeVisible();

      const { order: rated } = await graphql<{ order: { rating: { foodRating: number; likedMenuItemIds: string[] } | null } }>(
        `query E2EReviewsRated($id: ID!) { order(id: $id) { rating { foodRating likedMenuItemIds } } }`,
        { id: order.id },
        page,
      );
      expect(rated.rating).toEqual({ foodRating: 4, likedMenuItemIds: [kitchen.dishId] });

      // The restaurant's menu page: its reviews open below the header, lazily.
      await page.goto(`/shop/listing/${kitchen.id}`);
      await page.getByRole("button", { name: t("menu.reviewsLink", { count: 1 }) }).click();
      const reviews = page.getByRole("region", { name: t("reviews.heading") });
      await expect(reviews.getByText(comment)).toBeVisible();
      await expect(reviews.getByText(customer.userName.split(" ")[0]!, { exact: true })).toBeVisible();
      await expect(reviews.getByText(t("reviews.starting", { rating: "4.0" }))).toBeVisible();
      await keepScreenshot(page, `restaurant-reviews-${language}`);

      await graphql(`mutation E2EReviewsDeleteRestaurant($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchen.id }, admin);
    },
  );
}
