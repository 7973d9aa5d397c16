import sharp from "sharp";
import {
  DEMO,
  chooseOption,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  graphql,
  heading,
  test,
  toast,
  type Locator,
  type Page,
} from "./support";

/**
 * Issue 5, the admin catalogue: an admin creates a restaurant with an image (the point must lie
 * in Andhra Pradesh), adds, edits (marking unavailable) and deletes menu items in the side sheet,
 * switches the restaurant closed and deletes it; the shop shows each change. A banner uploaded
 * on 'Upload Feature Images' appears in the shop home carousel.
 */

/** Srikakulam: far from the demo town and the other specs' kitchens, so nobody else sees this one. */
const KITCHEN_LOCATION = { latitude: 18.2949, longitude: 83.8938 };
const KITCHEN = `Catalogue Kitchen ${Date.now().toString(36)}`;
const DISH = "Uppu Pindi";

let kitchenId = "";

/**
 * The creating and the menu tests each walk an admin's and a shopper's browser and run axe twice: 1.4 min and
 * 53 s on the shared 2-core machine (load ~10), more than the usual minute.
 */
const JOURNEY_TIMEOUT_MS = 120_000;

/** A small picture made on the spot: the server sniffs and re-encodes it, so it must be a real image. */
async function picture(label: string, format: "png" | "jpeg"): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#e4572e"/><text x="300" y="165" font-size="48" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  const buffer = format === "png" ? await image.png().toBuffer() : await image.jpeg().toBuffer();
  return { name: `${label.toLowerCase()}.${format === "png" ? "png" : "jpg"}`, mimeType: `image/${format}`, buffer };
}

/** Chooses the file on the page's (or sheet's) image picker and waits for the uploaded preview. */
async function upload(scope: Page | Locator, file: Awaited<ReturnType<typeof picture>>, previewName: string) {
  await scope.locator('input[type="file"]').setInputFiles(file);
  await expect(scope.getByRole("img", { name: previewName })).toBeVisible();
}

const footerButton = (page: Page, name: string) => page.locator(".ant-drawer-footer").getByRole("button", { name, exact: true });
const shopCard = (page: Page, name: string) => page.getByRole("article", { name });

// The worker's later spec files share its database: remove the kitchen if a test left it.
test.afterAll(async () => {
  if (kitchenId) await deleteOrderKitchen(kitchenId, DEMO.admin);
});

test.describe("the admin catalogue", () => {
  // The menu and closing tests work on the restaurant the first test creates.
  test.describe.configure({ mode: "serial" });

  test("creates a restaurant with an image, refusing a point outside Andhra Pradesh", async ({ adminPage: admin, openPage }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    await admin.goto("/admin/restaurants");
    await expect(heading(admin, "Restaurants")).toBeVisible();
    await expect(admin.getByRole("link", { name: /^Menu of / }).first()).toBeVisible();
    await expectNoA11yViolations(admin);

    await admin.getByRole("button", { name: "Add Restaurant" }).click();
    const sheet = admin.getByRole("dialog", { name: "Add Restaurant" });
    await upload(sheet, await picture("Kitchen", "png"), "Picture of the restaurant");
    await sheet.getByLabel("Name").fill(KITCHEN);
    await sheet.getByLabel("Address").fill("7 Day Street, Srikakulam");
    await sheet.getByLabel("Phone").fill("98480 12345");
    await chooseOption(sheet.getByLabel("Category"), "Veg");
    // Equal opening and closing times: open around the clock, whatever the hour of the run, every day.
    await sheet.getByRole("button", { name: "Add hours on Monday" }).click();
    await sheet.getByLabel("Monday, hours 1: opens").fill("00:00");
    await sheet.getByLabel("Monday, hours 1: closes").fill("00:00");
    await sheet.getByRole("button", { name: "Same hours as Monday every day" }).click();
    await expect(sheet.getByLabel("Sunday, hours 1: closes")).toHaveValue("00:00");
    await sheet.getByLabel("Price for Two (₹)").fill("240");
    await sheet.getByLabel("Delivery Time (minutes)").fill("35");
    await sheet.getByLabel("Delivery Radius (km)").fill("2");
    // Delhi: the form says no, on the field, and keeps everything typed.
    await sheet.getByLabel("Latitude").fill("28.61");
    await sheet.getByLabel("Longitude").fill("77.2");
    await footerButton(admin, "Add").click();
    await expect(sheet.getByText("The location must be in Andhra Pradesh")).toBeVisible();
    await expect(sheet.getByLabel("Name")).toHaveValue(KITCHEN);
    await expectNoA11yViolations(admin);

    await sheet.getByLabel("Latitude").fill(String(KITCHEN_LOCATION.latitude));
    await sheet.getByLabel("Longitude").fill(String(KITCHEN_LOCATION.longitude));
    await footerButton(admin, "Add").click();
    await expect(toast(admin, "Restaurant added successfully!")).toBeVisible();
    await sheet.waitFor({ state: "hidden" });

    await admin.getByLabel("Search restaurants").fill(KITCHEN);
    await expect(admin.getByText("1 restaurant", { exact: true })).toBeVisible();
    const menuLink = admin.getByRole("link", { name: `Menu of ${KITCHEN}` });
    kitchenId = (await menuLink.getAttribute("href"))!.split("/").pop()!;
    expect(kitchenId).toMatch(/^[0-9a-f-]{36}$/);
    const thumb = admin.getByRole("row").filter({ hasText: KITCHEN }).locator("img");
    await expect(thumb).toHaveAttribute("src", /^\/uploads\/restaurant-[\w-]+\.webp$/);

    const shopper = await openPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION });
    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expect(heading(shopper, KITCHEN)).toBeVisible();
    await expect(shopper.getByText("Open Now", { exact: true })).toBeVisible();
    await expect(shopper.getByText("No Items Found!")).toBeVisible();
  });

  test("adds, edits (marking unavailable) and deletes a menu item; the shop follows", async ({ adminPage: admin, openPage }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    expect(kitchenId).not.toBe("");
    const shopper = await openPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION, viewport: "mobile" });
    await admin.goto(`/admin/restaurants/${kitchenId}`);
    await expect(heading(admin, `${KITCHEN} – Menu`)).toBeVisible();

    // Add: the sheet's submit stays disabled until every field of the spec is filled.
    await admin.getByRole("button", { name: "Add New Item" }).click();
    const addSheet = admin.getByRole("dialog", { name: "Add Item" });
    await expect(addSheet).toBeVisible();
    await expect(footerButton(admin, "Add")).toBeDisabled();
    await upload(addSheet, await picture("Dish", "jpeg"), "Picture of the dish");
    await addSheet.getByLabel("Name").fill(DISH);
    await addSheet.getByLabel("Description").fill("Rice rava upma with a tadka of chana dal");
    await addSheet.getByLabel("Original Price (₹)").fill("90");
    await addSheet.getByLabel("Offer Price (₹)").fill("72");
    await addSheet.getByText("Veg", { exact: true }).click();
    await chooseOption(addSheet.getByLabel("Category"), "Tiffins");
    await addSheet.getByLabel("Ingredients").fill("Rice rava, chana dal, curry leaves");
    await addSheet.getByLabel("Preparation Time").fill("15 mins");
    await addSheet.getByLabel("Rating").fill("4.4");
    await expect(footerButton(admin, "Add")).toBeDisabled();
    await addSheet.getByText("Available", { exact: true }).click();
    await expect(footerButton(admin, "Add")).toBeEnabled();
    await expectNoA11yViolations(admin);
    await footerButton(admin, "Add").click();
    await expect(toast(admin, "Menu Item added successfully!")).toBeVisible();
    await addSheet.waitFor({ state: "hidden" });
    await expect(admin.getByRole("heading", { level: 2, name: DISH })).toBeVisible();
    await expectNoA11yViolations(admin);

    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expect(shopCard(shopper, DISH).getByText("₹72.00")).toBeVisible();
    await expect(shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // Edit: the picture is locked; a new offer price and 'Not Available'.
    await admin.getByRole("button", { name: `Edit ${DISH}` }).click();
    const editSheet = admin.getByRole("dialog", { name: "Edit Item" });
    await expect(editSheet).toBeVisible();
    await expect(editSheet.locator('input[type="file"]')).toBeDisabled();
    await expect(editSheet.getByLabel("Name")).toHaveValue(DISH);
    await editSheet.getByLabel("Offer Price (₹)").fill("65");
    await editSheet.getByText("Not Available", { exact: true }).click();
    await footerButton(admin, "Update").click();
    await expect(toast(admin, "Menu Item updated successfully!")).toBeVisible();
    await editSheet.waitFor({ state: "hidden" });
    await expect(admin.getByRole("switch", { name: `${DISH} is available` }).and(admin.locator('[aria-checked="false"]'))).toBeVisible();

    await shopper.reload();
    await expect(shopCard(shopper, DISH).getByText("Not Available")).toBeVisible();
    await expect(shopCard(shopper, DISH).getByText("₹65.00")).toBeVisible();
    await expect(shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" })).toBeDisabled();

    // The card's switch makes it available again.
    await admin.getByRole("switch", { name: `${DISH} is available` }).click();
    await expect(toast(admin, `${DISH} is available again`)).toBeVisible();
    await shopper.reload();
    await expect(shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" })).toBeVisible();
    await expect(shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" })).toBeEnabled();

    // Delete, after a confirmation.
    await admin.getByRole("button", { name: `Delete ${DISH}` }).click();
    const confirm = admin.getByRole("dialog").filter({ hasText: `Delete ${DISH}?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(admin, "Menu Item deleted successfully!")).toBeVisible();
    await expect(admin.getByText("No menu items yet.", { exact: false })).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByText("No Items Found!")).toBeVisible();
  });

  test("closes the restaurant for orders and deletes it with its menu", async ({ openPage }) => {
    expect(kitchenId).not.toBe("");
    const admin = await openPage({ as: DEMO.admin, viewport: "mobile" });
    await graphql(
      `mutation E2ECatalogueItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      { restaurantId: kitchenId, input: { name: "Ragi Malt", category: "drink", isVeg: true, originalPrice: 40 } },
      admin,
    );
    await admin.goto(`/admin/restaurants?q=${encodeURIComponent(KITCHEN)}`);
    const openSwitch = admin.getByRole("switch", { name: `${KITCHEN} is open for orders` });
    await openSwitch.click();
    await expect(toast(admin, `${KITCHEN} is now closed`)).toBeVisible();

    const shopper = await openPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION });
    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expect(heading(shopper, KITCHEN)).toBeVisible();
    await expect(shopper.getByText("Closed", { exact: true })).toBeVisible();

    await admin.getByRole("button", { name: `Delete ${KITCHEN}` }).click();
    const confirm = admin.getByRole("dialog").filter({ hasText: `Delete ${KITCHEN}?` });
    await expect(confirm.getByText("The restaurant and its whole menu (1 item) will be deleted.")).toBeVisible();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(admin, "Restaurant deleted successfully!")).toBeVisible();
    await expect(admin.getByText("No restaurants found.")).toBeVisible();
    const gone = await graphql<{ restaurants: { total: number } }>(
      `query E2ECatalogueGone($search: String) { restaurants: adminRestaurants(search: $search) { total } }`,
      { search: KITCHEN },
      admin,
    );
    expect(gone.restaurants.total).toBe(0);
    kitchenId = "";
  });

  test("uploads a banner that the shop home carousel shows, and reorders and deletes banners", async ({
    openPage,
    customerPage: shopper,
  }) => {
    const admin = await openPage({ as: DEMO.admin, viewport: "mobile" });
    await admin.goto("/admin/features");
    await expect(heading(admin, "Upload Feature Images")).toBeVisible();
    const list = admin.getByRole("region", { name: "Current Banners" }).getByRole("listitem");
    await expect(admin.getByRole("img", { name: "Banner 1" })).toBeVisible();
    const before = await list.count();
    await expectNoA11yViolations(admin);

    await expect(admin.getByRole("button", { name: "Upload", exact: true })).toBeDisabled();
    await upload(admin, await picture("Banner", "png"), "The chosen feature image");
    await admin.getByRole("button", { name: "Upload", exact: true }).click();
    await expect(toast(admin, "Banner Image Uploaded Successfully!")).toBeVisible();
    await expect(admin.getByRole("img", { name: `Banner ${before + 1}` })).toBeVisible();
    // The picker clears once the banner is added (docs/architecture.md#behaviour).
    await expect(admin.getByRole("img", { name: "The chosen feature image" })).toHaveCount(0);
    const image = (await admin.getByRole("img", { name: `Banner ${before + 1}` }).getAttribute("src"))!;
    expect(image).toMatch(/^\/uploads\/banner-[\w-]+\.webp$/);

    // Keyboard reorder: the new banner moves to the front; the focus stays on its button.
    await admin.getByRole("button", { name: `Move banner ${before + 1} up` }).focus();
    for (let position = before + 1; position > 1; position -= 1) {
      await admin.keyboard.press("Enter");
      await expect(list.nth(position - 2).locator(`img[src="${image}"]`)).toBeVisible();
    }
    await expect.poll(() => admin.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move banner 1 down");

    await shopper.goto("/shop/home");
    const carousel = shopper.getByRole("region", { name: "Offers" });
    await expect(carousel.getByRole("img", { name: `Offer 1 of ${before + 1}` })).toBeVisible();
    await expect(carousel.getByRole("img", { name: `Offer 1 of ${before + 1}` })).toHaveAttribute("src", image);

    await admin.getByRole("button", { name: "Delete banner 1" }).click();
    await admin.getByRole("dialog").filter({ hasText: "Delete this banner?" }).getByRole("button", { name: "Delete" }).click();
    await expect(toast(admin, "Banner deleted successfully!")).toBeVisible();
    await admin.getByRole("region", { name: "Current Banners" }).locator(`img[src="${image}"]`).waitFor({ state: "detached" });
    await expect(list).toHaveCount(before);
  });
});
