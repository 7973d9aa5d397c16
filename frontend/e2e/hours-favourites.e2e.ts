import { formatClockTime, type DayPart } from "../src/shop/menu/opening-hours";
import {
  DEMO,
  catalogueTexts,
  createCustomerSpeaking,
  expect,
  graphql,
  heading,
  test,
  type Account,
  type CatalogueLanguage,
  type Page,
} from "./support";

/**
 * Issue 28's hours and favourites at 360 px, in English and Telugu: an item outside its time of
 * day says from when it is served and cannot be added; a restaurant closed now says when it opens
 * next (India time); a heart on a listing card puts the restaurant in the account's Favourites.
 */

const WEEK = ["SUNDAY", "MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY"] as const;
const INDIA_OFFSET_MS = 330 * 60_000;

/** India's wall clock `minutesAhead` from now, as "HH:MM", and its weekday: the app's hours are India's. */
function indiaClock(minutesAhead: number): { hhmm: string; weekday: (typeof WEEK)[number] } {
  const india = new Date(Date.now() + INDIA_OFFSET_MS + minutesAhead * 60_000);
  const hhmm = `${String(india.getUTCHours()).padStart(2, "0")}:${String(india.getUTCMinutes()).padStart(2, "0")}`;
  return { hhmm, weekday: WEEK[india.getUTCDay()] };
}

/** A kitchen in Kurnool, far from the demo town the other specs' listings show; open around the clock. */
async function createKitchen(admin: Page, name: string): Promise<string> {
  const { createRestaurant } = await graphql<{ createRestaurant: { id: string } }>(
    `mutation E2EHoursRestaurant($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
    {
      input: {
        name,
        address: "12 Fort Road, Kurnool",
        category: "veg",
        deliveryRadiusKm: 1,
        deliveryTime: 25,
        priceForTwo: 200,
        latitude: 15.8281,
        longitude: 78.0373,
        openingTime: "00:00",
        closingTime: "00:00",
        isOpen: true,
      },
    },
    admin,
  );
  return createRestaurant.id;
}

async function addItem(admin: Page, restaurantId: string, item: Record<string, unknown>): Promise<void> {
  await graphql(
    `mutation E2EHoursItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
    { restaurantId, input: { isVeg: true, category: "tiffin", isAvailable: true, originalPrice: 60, offerPrice: 60, ...item } },
    admin,
  );
}

const LANGUAGES: CatalogueLanguage[] = ["en", "te"];

test.describe("weekly hours, items by the time of day and favourites", () => {
  const customers = new Map<CatalogueLanguage, Account>();

  test.beforeAll(async () => {
    for (const language of LANGUAGES) customers.set(language, await createCustomerSpeaking(language, `hours-${language}`));
  });

  for (const language of LANGUAGES) {
    const t = catalogueTexts(language);
    const say = (part: DayPart, time: string) => t(`menu.clock.${part}`, { time });

    test(
      `an item outside its hours says from when it is served, and cannot be added (${language})`,
      { tag: "@phone" },
      async ({ openPage }) => {
        const admin = await openPage({ as: DEMO.admin });
        const kitchenId = await createKitchen(admin, `E2E Tiffin Centre ${language}`);
        // A window starting two hours from now and ending an hour later: never now, whatever the hour of the run.
        const from = indiaClock(120).hhmm;
        await addItem(admin, kitchenId, { name: "Idli Sambar", availableFrom: from, availableUntil: indiaClock(180).hhmm });
        await addItem(admin, kitchenId, { name: "Filter Coffee", category: "drink" });

        const page = await openPage({ as: customers.get(language)! });
        await page.goto(`/shop/listing/${kitchenId}`);
        await expect(heading(page, `E2E Tiffin Centre ${language}`)).toBeVisible();
        const idli = page.getByRole("article", { name: "Idli Sambar" });
        await expect(idli.getByText(t("menu.availableFrom", { time: formatClockTime(from, say) }))).toBeVisible();
        await expect(idli.getByRole("button", { name: t("menu.addToCart") })).toBeDisabled();
        await expect(page.getByRole("article", { name: "Filter Coffee" }).getByRole("button", { name: t("menu.addToCart") })).toBeEnabled();
      },
    );

    test(`a restaurant closed now says when it opens next (${language})`, { tag: "@phone" }, async ({ openPage }) => {
      const admin = await openPage({ as: DEMO.admin });
      const kitchenId = await createKitchen(admin, `E2E Weekend Kitchen ${language}`);
      // One period, two days from now (India): closed today and tomorrow, whatever the hour.
      const { weekday } = indiaClock(2 * 24 * 60);
      await graphql(
        `mutation E2EHoursWeek($restaurantId: ID!, $periods: [OpeningPeriodInput!]!) { setOpeningHours(restaurantId: $restaurantId, periods: $periods) { id } }`,
        { restaurantId: kitchenId, periods: [{ day: weekday, opens: "11:00", closes: "15:00" }] },
        admin,
      );

      const page = await openPage({ as: customers.get(language)! });
      await page.goto(`/shop/listing/${kitchenId}`);
      await expect(heading(page, `E2E Weekend Kitchen ${language}`)).toBeVisible();
      await expect(page.getByText(t("menu.closed"), { exact: true })).toBeVisible();
      const day = t(`menu.weekday.${weekday}`);
      const opensNext = language === "en" ? `Opens ${day} at 11:00 am` : new RegExp(`^${day} .*11:00 కి తెరుస్తారు$`);
      await expect(page.getByText(opensNext)).toBeVisible();
    });

    test(
      `a heart on a listing card keeps the restaurant in the account's Favourites (${language})`,
      { tag: "@phone" },
      async ({ openPage }) => {
        const page = await openPage({ as: customers.get(language)! });
        await page.goto("/shop/account?tab=favourites");
        await expect(page.getByText(t("account.noFavourites"))).toBeVisible();

        await page.goto("/shop/listing");
        const heart = page.getByRole("button", { name: new RegExp(`^${t("listing.favouriteLabel", { name: "" })}`) }).first();
        const label = (await heart.getAttribute("aria-label"))!;
        const restaurant = label.slice(t("listing.favouriteLabel", { name: "" }).length);
        await expect(heart).toHaveAttribute("aria-pressed", "false");
        await heart.click();
        await expect(heart).toHaveAttribute("aria-pressed", "true");

        await page.goto("/shop/account?tab=favourites");
        await expect(page.getByRole("tab", { name: t("account.favouritesTab") })).toHaveAttribute("aria-selected", "true");
        await expect(page.getByRole("heading", { name: restaurant, level: 2 })).toBeVisible();
        // Taken out again from the list itself: the card leaves at once.
        await page.getByRole("button", { name: label }).click();
        await expect(page.getByText(t("account.noFavourites"))).toBeVisible();
      },
    );
  }
});
