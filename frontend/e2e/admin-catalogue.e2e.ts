import type { Locator, Page } from "playwright-core";
import sharp from "sharp";
import {
  DEMO,
  chooseOption,
  baseUrl,
  expectEnabled,
  expectHeading,
  expectNoA11yViolations,
  expectToast,
  expectVisible,
  graphql,
  useBrowser,
} from "./support";

/**
 * Issue 5, the admin catalogue: an admin creates a restaurant with an image (the point must lie
 * in Andhra Pradesh), adds, edits (marking unavailable) and deletes menu items in the side sheet,
 * switches the restaurant closed and deletes it; the shop shows each change. A banner uploaded
 * on 'Upload Feature Images' appears in the shop home carousel.
 */
const e2e = useBrowser();

/** Srikakulam: far from the demo town and the other specs' kitchens, so nobody else sees this one. */
const KITCHEN_LOCATION = { latitude: 18.2949, longitude: 83.8938 };
const KITCHEN = `Catalogue Kitchen ${Date.now().toString(36)}`;
const DISH = "Uppu Pindi";

let kitchenId = "";

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
  await expectVisible(scope.getByRole("img", { name: previewName }));
}

const footerButton = (page: Page, name: string) => page.locator(".ant-drawer-footer").getByRole("button", { name, exact: true });
const shopCard = (page: Page, name: string) => page.getByRole("article", { name });

// The browser of useBrowser() is gone by the time afterAll runs: clean up over plain HTTP.
afterAll(async () => {
  if (!kitchenId) return;
  const call = (query: string, variables: Record<string, unknown>, cookie = "") =>
    fetch(`${baseUrl()}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie },
      body: JSON.stringify({ query, variables }),
    });
  const login = await call(`mutation E2ECatalogueCleanupLogin($input: LoginInput!) { login(input: $input) { user { id } } }`, {
    input: { email: DEMO.admin.email, password: DEMO.admin.password },
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  await call(`mutation E2ECatalogueCleanup($id: ID!) { deleteRestaurant(id: $id) { id } }`, { id: kitchenId }, cookie);
});

describe("the admin catalogue", () => {
  it("creates a restaurant with an image, refusing a point outside Andhra Pradesh", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin });
    await admin.goto("/admin/restaurants");
    await expectHeading(admin, "Restaurants");
    await expectVisible(admin.getByRole("link", { name: /^Menu of / }));
    await expectNoA11yViolations(admin);

    await admin.getByRole("button", { name: "Add Restaurant" }).click();
    const sheet = admin.getByRole("dialog", { name: "Add Restaurant" });
    await upload(sheet, await picture("Kitchen", "png"), "Picture of the restaurant");
    await sheet.getByLabel("Name").fill(KITCHEN);
    await sheet.getByLabel("Address").fill("7 Day Street, Srikakulam");
    await sheet.getByLabel("Phone").fill("98480 12345");
    await chooseOption(sheet.getByLabel("Category"), "Veg");
    // Equal opening and closing times: open around the clock, whatever the hour of the run.
    await sheet.getByLabel("Opening Time").fill("00:00");
    await sheet.getByLabel("Closing Time").fill("00:00");
    await sheet.getByLabel("Price for Two (₹)").fill("240");
    await sheet.getByLabel("Delivery Time (minutes)").fill("35");
    await sheet.getByLabel("Delivery Radius (km)").fill("2");
    // Delhi: the form says no, on the field, and keeps everything typed.
    await sheet.getByLabel("Latitude").fill("28.61");
    await sheet.getByLabel("Longitude").fill("77.2");
    await footerButton(admin, "Add").click();
    await expectVisible(sheet.getByText("The location must be in Andhra Pradesh"));
    expect(await sheet.getByLabel("Name").inputValue()).toBe(KITCHEN);
    await expectNoA11yViolations(admin);

    await sheet.getByLabel("Latitude").fill(String(KITCHEN_LOCATION.latitude));
    await sheet.getByLabel("Longitude").fill(String(KITCHEN_LOCATION.longitude));
    await footerButton(admin, "Add").click();
    await expectToast(admin, "Restaurant added successfully!");
    await sheet.waitFor({ state: "hidden" });

    await admin.getByLabel("Search restaurants").fill(KITCHEN);
    await expectVisible(admin.getByText("1 restaurant", { exact: true }));
    const menuLink = admin.getByRole("link", { name: `Menu of ${KITCHEN}` });
    kitchenId = (await menuLink.getAttribute("href"))!.split("/").pop()!;
    expect(kitchenId).toMatch(/^[0-9a-f-]{36}$/);
    const thumb = admin.getByRole("row").filter({ hasText: KITCHEN }).locator("img");
    expect(await thumb.getAttribute("src")).toMatch(/^\/uploads\/restaurant-[\w-]+\.webp$/);

    const shopper = await e2e.newPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION });
    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expectHeading(shopper, KITCHEN);
    await expectVisible(shopper.getByText("Open Now", { exact: true }));
    await expectVisible(shopper.getByText("No Items Found!"));
  });

  it("adds, edits (marking unavailable) and deletes a menu item; the shop follows", async () => {
    expect(kitchenId).not.toBe("");
    const admin = await e2e.newPage({ as: DEMO.admin });
    const shopper = await e2e.newPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION, viewport: "mobile" });
    await admin.goto(`/admin/restaurants/${kitchenId}`);
    await expectHeading(admin, `${KITCHEN} – Menu`);

    // Add: the sheet's submit stays disabled until every field of the spec is filled.
    await admin.getByRole("button", { name: "Add New Item" }).click();
    const addSheet = admin.getByRole("dialog", { name: "Add Item" });
    await expectVisible(addSheet);
    expect(await footerButton(admin, "Add").isDisabled()).toBe(true);
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
    expect(await footerButton(admin, "Add").isDisabled()).toBe(true);
    await addSheet.getByText("Available", { exact: true }).click();
    await expectEnabled(footerButton(admin, "Add"), true);
    await expectNoA11yViolations(admin);
    await footerButton(admin, "Add").click();
    await expectToast(admin, "Menu Item added successfully!");
    await addSheet.waitFor({ state: "hidden" });
    await expectVisible(admin.getByRole("heading", { level: 2, name: DISH }));
    await expectNoA11yViolations(admin);

    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expectVisible(shopCard(shopper, DISH).getByText("₹72.00"));
    expect(await shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" }).isEnabled()).toBe(true);

    // Edit: the picture is locked; a new offer price and 'Not Available'.
    await admin.getByRole("button", { name: `Edit ${DISH}` }).click();
    const editSheet = admin.getByRole("dialog", { name: "Edit Item" });
    await expectVisible(editSheet);
    expect(await editSheet.locator('input[type="file"]').isDisabled()).toBe(true);
    expect(await editSheet.getByLabel("Name").inputValue()).toBe(DISH);
    await editSheet.getByLabel("Offer Price (₹)").fill("65");
    await editSheet.getByText("Not Available", { exact: true }).click();
    await footerButton(admin, "Update").click();
    await expectToast(admin, "Menu Item updated successfully!");
    await editSheet.waitFor({ state: "hidden" });
    await expectVisible(admin.getByRole("switch", { name: `${DISH} is available` }).and(admin.locator('[aria-checked="false"]')));

    await shopper.reload();
    await expectVisible(shopCard(shopper, DISH).getByText("Not Available"));
    await expectVisible(shopCard(shopper, DISH).getByText("₹65.00"));
    expect(await shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" }).isDisabled()).toBe(true);

    // The card's switch makes it available again.
    await admin.getByRole("switch", { name: `${DISH} is available` }).click();
    await expectToast(admin, `${DISH} is available again`);
    await shopper.reload();
    await expectVisible(shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" }));
    expect(await shopCard(shopper, DISH).getByRole("button", { name: "Add to Cart" }).isEnabled()).toBe(true);

    // Delete, after a confirmation.
    await admin.getByRole("button", { name: `Delete ${DISH}` }).click();
    const confirm = admin.getByRole("dialog").filter({ hasText: `Delete ${DISH}?` });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(admin, "Menu Item deleted successfully!");
    await expectVisible(admin.getByText("No menu items yet.", { exact: false }));
    await shopper.reload();
    await expectVisible(shopper.getByText("No Items Found!"));
  });

  it("closes the restaurant for orders and deletes it with its menu", async () => {
    expect(kitchenId).not.toBe("");
    const admin = await e2e.newPage({ as: DEMO.admin, viewport: "mobile" });
    await graphql(
      `mutation E2ECatalogueItem($restaurantId: ID!, $input: MenuItemInput!) { createMenuItem(restaurantId: $restaurantId, input: $input) { id } }`,
      { restaurantId: kitchenId, input: { name: "Ragi Malt", category: "drink", isVeg: true, originalPrice: 40 } },
      admin,
    );
    await admin.goto(`/admin/restaurants?q=${encodeURIComponent(KITCHEN)}`);
    const openSwitch = admin.getByRole("switch", { name: `${KITCHEN} is open for orders` });
    await openSwitch.click();
    await expectToast(admin, `${KITCHEN} is now closed`);

    const shopper = await e2e.newPage({ as: DEMO.customer, geolocation: KITCHEN_LOCATION });
    await shopper.goto(`/shop/listing/${kitchenId}`);
    await expectHeading(shopper, KITCHEN);
    await expectVisible(shopper.getByText("Closed", { exact: true }));

    await admin.getByRole("button", { name: `Delete ${KITCHEN}` }).click();
    const confirm = admin.getByRole("dialog").filter({ hasText: `Delete ${KITCHEN}?` });
    await expectVisible(confirm.getByText("The restaurant and its whole menu (1 item) will be deleted."));
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectToast(admin, "Restaurant deleted successfully!");
    await expectVisible(admin.getByText("No restaurants found."));
    const gone = await graphql<{ restaurants: { total: number } }>(
      `query E2ECatalogueGone($search: String) { restaurants: adminRestaurants(search: $search) { total } }`,
      { search: KITCHEN },
      admin,
    );
    expect(gone.restaurants.total).toBe(0);
    kitchenId = "";
  });

  it("uploads a banner that the shop home carousel shows, and reorders and deletes banners", async () => {
    const admin = await e2e.newPage({ as: DEMO.admin, viewport: "mobile" });
    await admin.goto("/admin/features");
    await expectHeading(admin, "Upload Feature Images");
    const list = admin.getByRole("region", { name: "Current Banners" }).getByRole("listitem");
    await expectVisible(admin.getByRole("img", { name: "Banner 1" }));
    const before = await list.count();
    await expectNoA11yViolations(admin);

    expect(await admin.getByRole("button", { name: "Upload", exact: true }).isDisabled()).toBe(true);
    await upload(admin, await picture("Banner", "png"), "The chosen feature image");
    await admin.getByRole("button", { name: "Upload", exact: true }).click();
    await expectToast(admin, "Banner Image Uploaded Successfully!");
    await expectVisible(admin.getByRole("img", { name: `Banner ${before + 1}` }));
    // The picker clears once the banner is added (docs/architecture.md#behaviour).
    expect(await admin.getByRole("img", { name: "The chosen feature image" }).count()).toBe(0);
    const image = (await admin.getByRole("img", { name: `Banner ${before + 1}` }).getAttribute("src"))!;
    expect(image).toMatch(/^\/uploads\/banner-[\w-]+\.webp$/);

    // Keyboard reorder: the new banner moves to the front; the focus stays on its button.
    await admin.getByRole("button", { name: `Move banner ${before + 1} up` }).focus();
    for (let position = before + 1; position > 1; position -= 1) {
      await admin.keyboard.press("Enter");
      await expectVisible(list.nth(position - 2).locator(`img[src="${image}"]`));
    }
    expect(await admin.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move banner 1 down");

    const shopper = await e2e.newPage({ as: DEMO.customer });
    await shopper.goto("/shop/home");
    const carousel = shopper.getByRole("region", { name: "Offers" });
    await expectVisible(carousel.getByRole("img", { name: `Offer 1 of ${before + 1}` }));
    expect(await carousel.getByRole("img", { name: `Offer 1 of ${before + 1}` }).getAttribute("src")).toBe(image);

    await admin.getByRole("button", { name: "Delete banner 1" }).click();
    await admin.getByRole("dialog").filter({ hasText: "Delete this banner?" }).getByRole("button", { name: "Delete" }).click();
    await expectToast(admin, "Banner deleted successfully!");
    await admin.getByRole("region", { name: "Current Banners" }).locator(`img[src="${image}"]`).waitFor({ state: "detached" });
    expect(await list.count()).toBe(before);
  });
});
