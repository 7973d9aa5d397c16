import {
  DEMO,
  addKakinadaAddress,
  atPath,
  breakableLiveConnection,
  createCustomer,
  createOrderKitchen,
  deleteOrderKitchen,
  expect,
  expectNoA11yViolations,
  expectOnePageOfTheRoll,
  graphql,
  heading,
  keepScreenshot,
  latinWordsIn,
  placeKitchenOrder,
  test,
  toast,
  uniqueEmail,
  type Account,
  type OrderKitchen,
  type Page,
  type PlacedOrder,
  type OpenPage,
} from "./support";

/**
 * The kitchen board: an admin puts a fresh account on restaurant A's staff; that person sees
 * A's orders arrive live on /kitchen/<A> (the tab's title counting them), accepts one with a
 * preparation time, cooks it and marks it ready, while the customer's tracker follows with the
 * estimate; the same person sees nothing of restaurant B; the board works on a phone; a ticket
 * prints alone, on the paper chosen on the device.
 */

test.describe.configure({ mode: "serial" });

let shopper: Account;
let cook: Account;
let kitchenA: OrderKitchen | undefined;
let kitchenB: OrderKitchen | undefined;
let nameA = "";
let addressId = "";

test.beforeAll(async ({ openSharedPage }) => {
  [shopper, cook] = await Promise.all([createCustomer("kitchen-shopper"), createCustomer("kitchen-cook")]);
  const admin = await openSharedPage({ as: DEMO.admin });
  kitchenA = await createOrderKitchen(admin, "Board Kitchen A", { name: "Masala Dosa", originalPrice: 70, offerPrice: 50 });
  kitchenB = await createOrderKitchen(admin, "Board Kitchen B", { name: "Idli Vada", originalPrice: 60, offerPrice: 40 });
  const { restaurant } = await graphql<{ restaurant: { name: string } }>(
    `query E2EKitchenName($id: ID!) { restaurant(id: $id) { name } }`,
    { id: kitchenA.id },
  );
  nameA = restaurant.name;
  const customer = await openSharedPage({ as: shopper });
  addressId = await addKakinadaAddress(customer, shopper);
  await admin.context().close();
  await customer.context().close();
});

test.afterAll(async () => {
  if (kitchenA) await deleteOrderKitchen(kitchenA.id, DEMO.admin);
  if (kitchenB) await deleteOrderKitchen(kitchenB.id, DEMO.admin);
});

/** The shopper orders at `kitchen` from a page of their own (`openPage`: the test's fixture). */
async function placeOrderAt(openPage: OpenPage, kitchen: OrderKitchen, quantity = 1): Promise<PlacedOrder> {
  const customer = await openPage({ as: shopper });
  const order = await placeKitchenOrder(customer, kitchen, addressId, quantity);
  await customer.context().close();
  return order;
}

/** Walks with three browsers and a checkout: more than the usual minute on a busy machine. */
const JOURNEY_TIMEOUT_MS = 120_000;

/** The board's card of an order (an article named "Order #ABC123"). */
const card = (page: Page, order: { shortId: string }) => page.getByRole("article", { name: `Order #${order.shortId}` });

async function expectTitle(page: Page, title: string) {
  await expect(page, `Expected the tab's title "${title}"`).toHaveTitle(title, { timeout: 15_000 });
}

/** The customer's tracker (in 'Order Details') has `status` as its current step. */
async function expectCurrentStep(page: Page, status: string) {
  const tracker = page.getByRole("dialog", { name: "Order Details" }).getByRole("list", { name: "Order progress" });
  await expect(tracker.locator('[aria-current="step"]').filter({ hasText: status })).toBeVisible();
}

test.describe("restaurant staff on the kitchen board", () => {
  let first: PlacedOrder;

  test("an admin adds a fresh account to A's staff in the restaurants admin", async ({ adminPage: admin, page: visitor }) => {
    await admin.goto(`/admin/restaurants?q=${encodeURIComponent(nameA)}`);
    await expect(admin.getByRole("button", { name: `Staff of ${nameA}` })).toBeVisible();
    await keepScreenshot(admin, "admin-restaurants-staff-button");
    await admin.getByRole("button", { name: `Staff of ${nameA}` }).click();
    const staff = admin.getByRole("dialog", { name: `Staff · ${nameA}` });
    await expect(staff.getByText("Nobody is on this restaurant's staff yet.")).toBeVisible();
    await staff.getByLabel("E-mail").fill(cook.email);
    await staff.getByRole("button", { name: "Add", exact: true }).click();
    await expect(toast(admin, `${cook.email} is now on the staff and can open the kitchen board.`)).toBeVisible();
    const member = staff.getByRole("listitem").filter({ hasText: cook.email });
    await expect(member.getByText("Active", { exact: true })).toBeVisible();
    await expect(member.getByText(cook.userName)).toBeVisible();
    await expect(member.getByText(/Added by: Lakshmi \(admin\)/)).toBeVisible();
    await expect(staff.getByRole("link", { name: "Open the kitchen board" })).toBeVisible();
    await keepScreenshot(admin, "admin-restaurant-staff");
    await expectNoA11yViolations(admin, "the restaurant's staff sheet");

    // An address without an account is invited (the mail links to sign-up), and can be removed.
    const newcomer = uniqueEmail("kitchen-invitee");
    await staff.getByLabel("E-mail").fill(newcomer);
    await staff.getByRole("button", { name: "Add", exact: true }).click();
    const invitation = toast(admin, `Invitation sent to ${newcomer}. They get access when they sign up with this address.`);
    await expect(invitation).toBeVisible();
    // The toast came up under the pointer that clicked Add, over the list's Remove buttons, and
    // stays while hovered (as it should, for reading it): the pointer moves off, as a hand would.
    await admin.mouse.move(0, 0);
    await expect(invitation).toBeHidden();
    const invited = staff.getByRole("listitem").filter({ hasText: newcomer });
    await expect(invited.getByText("Invited", { exact: true })).toBeVisible();
    await expect(invited.getByText("Not signed up yet")).toBeVisible();
    await invited.getByRole("button", { name: `Remove ${newcomer}` }).click();
    await admin.getByRole("tooltip").getByRole("button", { name: "Remove" }).click();
    await expect(toast(admin, `${newcomer} removed from the staff.`)).toBeVisible();
    await invited.waitFor({ state: "detached" });
    await expect(staff.getByRole("listitem")).toHaveCount(1);

    // The invitation's link fills in the e-mail on the sign-up page.
    await visitor.goto(`/auth/register?email=${encodeURIComponent(newcomer)}`);
    await expect(visitor.getByLabel("Email", { exact: true })).toHaveValue(newcomer);
  });

  test("takes a customer's order live on the staff member's board, and the customer's tracker follows", async ({ openPage }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    // The cook's board, open on a tablet before the order comes in.
    const board = await openPage({ as: cook });
    await board.goto(`/kitchen/${kitchenA!.id}`);
    await expect(heading(board, nameA)).toBeVisible();
    await expect(board.getByText("No new orders. New ones appear here by themselves.")).toBeVisible();
    await expectTitle(board, `Kitchen · ${nameA}`);
    await board.getByRole("button", { name: "Turn sound on" }).click();
    await expect(board.getByRole("button", { name: /^(Turn sound off|Tap anywhere to allow sound)$/ })).toBeVisible();

    // The customer checks out with cooking instructions.
    const customer = await openPage({ as: shopper });
    await graphql(
      `mutation E2EKitchenCart($id: ID!) { addToCart(menuItemId: $id, quantity: 2, replaceCart: true) { id } }`,
      { id: kitchenA!.dishId },
      customer,
    );
    await customer.goto("/shop/checkout");
    await customer.getByRole("radio", { name: /9-1 Temple Street/ }).check();
    await customer.getByLabel("Cooking instructions").fill("Less spicy,\nno onions");
    await expect(customer.getByText("21 / 200")).toBeVisible();
    await keepScreenshot(customer, "checkout-cooking-instructions");
    await customer.getByRole("button", { name: "Place Order" }).click();
    await expect(customer).toHaveURL(atPath("/shop/order-success"));
    const number = (await customer.getByText(/^Order #[0-9A-F]{6}$/).innerText()).trim().slice("Order #".length);
    const { myOrders } = await graphql<{ myOrders: { items: PlacedOrder[] } }>(
      `query E2EKitchenMine { myOrders { items { id shortId } } }`,
      {},
      customer,
    );
    first = myOrders.items.find((order) => order.shortId === number)!;

    // It appears on the board without a reload, with its note, and the title counts it.
    const newOrder = card(board, first);
    await expect(newOrder).toBeVisible();
    await expect(board.getByRole("region", { name: "New (1)" }).getByRole("article", { name: `Order #${first.shortId}` })).toBeVisible();
    await expect(newOrder.getByText("Less spicy, no onions")).toBeVisible();
    await expect(newOrder.getByText("2 ×")).toBeVisible();
    await expect(newOrder.getByText("Masala Dosa")).toBeVisible();
    await expect(newOrder.getByText("Total ₹130.00")).toBeVisible();
    await expectTitle(board, `(1) Kitchen · ${nameA}`);
    await keepScreenshot(board, "kitchen-tablet-en-new-order");
    await expectNoA11yViolations(board, "kitchen board with a new order");

    // The customer follows it in 'Order Details'.
    await customer.goto("/shop/account");
    await customer.getByRole("button", { name: `View order #${first.shortId}` }).click();
    await expectCurrentStep(customer, "Pending");
    const details = customer.getByRole("dialog", { name: "Order Details" });

    // Accept with 20 minutes.
    await newOrder.getByRole("button", { name: `Accept order #${first.shortId}` }).click();
    const accept = board.getByRole("dialog", { name: `Accept order #${first.shortId}` });
    await accept.getByText("20 min", { exact: true }).click();
    await expect(accept.getByText(/^Ready around \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await accept.getByRole("button", { name: "Accept · 20 min" }).click();
    await expect(toast(board, new RegExp(`^Order #${first.shortId} accepted: ready around \\d{1,2}:\\d{2} [ap]m\\.$`))).toBeVisible();
    const preparing = board.getByRole("region", { name: "Accepted / Preparing (1)" });
    await expect(preparing.getByRole("article", { name: `Order #${first.shortId}` }).getByText("Accepted", { exact: true })).toBeVisible();
    await expect(preparing.getByText(/^Ready by \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    await expectTitle(board, `Kitchen · ${nameA}`);

    await expectCurrentStep(customer, "Confirmed");
    await expect(details.getByText(/^Restaurant accepted · ready around \d{1,2}:\d{2} [ap]m$/)).toBeVisible();

    // Cook it and hand it over.
    await card(board, first)
      .getByRole("button", { name: `Start preparing order #${first.shortId}` })
      .click();
    await expect(toast(board, `Order #${first.shortId}: preparing.`)).toBeVisible();
    await expectCurrentStep(customer, "Preparing");
    await expect(details.getByText(/^Being prepared · ready around \d{1,2}:\d{2} [ap]m$/)).toBeVisible();

    await card(board, first)
      .getByRole("button", { name: `Ready for pickup: order #${first.shortId}` })
      .click();
    await expect(toast(board, `Order #${first.shortId} is ready for pickup.`)).toBeVisible();
    await expect(board.getByRole("region", { name: "Ready (1)" }).getByRole("article", { name: `Order #${first.shortId}` })).toBeVisible();
    await expectCurrentStep(customer, "Ready for pickup");
    await expect(details.getByText("Your food is ready and waiting for the rider.")).toBeVisible();
    await keepScreenshot(customer, "customer-tracker-ready-for-pickup");
  });

  test("shows the same person no order of another restaurant: a no-access screen", async ({ openPage }) => {
    const other = await placeOrderAt(openPage, kitchenB!);
    const page = await openPage({ as: cook });
    await page.goto(`/kitchen/${kitchenB!.id}`);
    await expect(page.getByRole("heading", { name: "You don't have access to this kitchen" })).toBeVisible();
    await expect(page.getByText(other.shortId)).toHaveCount(0);
    await expect(page.getByRole("article")).toHaveCount(0);
    const yourKitchens = page.getByRole("main").getByRole("link", { name: "Your kitchens" });
    await expect(yourKitchens).toBeVisible();

    // /kitchen takes the cook straight to their only kitchen.
    await yourKitchens.click();
    await expect(page).toHaveURL(atPath(`/kitchen/${kitchenA!.id}`));
    await expect(heading(page, nameA)).toBeVisible();
  });

  test("offers staff a Kitchen link in the shop's account menu, and no one else", async ({ openPage }) => {
    const shop = await openPage({ as: cook });
    await shop.goto("/shop/home");
    await shop.getByRole("button", { name: /^Account menu for/ }).click();
    await shop.getByRole("menuitem", { name: "Kitchen" }).click();
    await expect(shop).toHaveURL(atPath(`/kitchen/${kitchenA!.id}`));

    const customer = await openPage({ as: shopper });
    await customer.goto("/shop/home");
    const asked = customer.waitForResponse((response) => response.url().includes("ShopKitchenAccess"));
    await customer.getByRole("button", { name: /^Account menu for/ }).click();
    await asked;
    await expect(customer.getByRole("menuitem", { name: "My Account" })).toBeVisible();
    await expect(customer.getByRole("menuitem", { name: "Kitchen" })).toHaveCount(0);
  });

  test("sends a signed-out visitor of the board to sign in, and back to the board after", async ({ page }) => {
    await page.goto(`/kitchen/${kitchenA!.id}`);
    await expect(page).toHaveURL(atPath("/auth/login"));
    await page.getByLabel("Email", { exact: true }).fill(cook.email);
    await page.getByLabel("Password", { exact: true }).fill(cook.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(atPath(`/kitchen/${kitchenA!.id}`));
    await expect(heading(page, nameA)).toBeVisible();
  });

  // Not tagged @phone: it builds on the orders of the tests before it (this file runs serially in
  // the desktop project), so its phone is asked for explicitly.
  test("works on a 360 px phone: the columns are tabs with counts, and an order is accepted there", async ({ openPage }) => {
    test.setTimeout(JOURNEY_TIMEOUT_MS);
    const order = await placeOrderAt(openPage, kitchenA!, 1);
    const phone = await openPage({ as: cook, viewport: "mobile" });
    await phone.goto(`/kitchen/${kitchenA!.id}`);
    await expect(phone.getByRole("tab", { name: "New (1)" })).toBeVisible();
    await expect(phone.getByRole("tab", { name: "Ready (1)" })).toBeVisible();
    const newCard = card(phone, order);
    await expect(newCard).toBeVisible();
    await keepScreenshot(phone, "kitchen-phone-en-new");

    await newCard.getByRole("button", { name: `Accept order #${order.shortId}` }).click();
    const accept = phone.getByRole("dialog", { name: `Accept order #${order.shortId}` });
    await accept.getByText("Other", { exact: true }).click();
    await accept.getByLabel("Minutes (1 to 240)").fill("300");
    await accept.getByRole("button", { name: "Accept", exact: true }).click();
    await expect(accept.getByText("Enter a whole number of minutes from 1 to 240.")).toBeVisible();
    await accept.getByLabel("Minutes (1 to 240)").fill("25");
    await keepScreenshot(phone, "kitchen-phone-en-accept-dialog");
    await accept.getByRole("button", { name: "Accept · 25 min" }).click();
    await expect(toast(phone, new RegExp(`^Order #${order.shortId} accepted`))).toBeVisible();
    await expect(phone.getByRole("tab", { name: "New (0)" })).toBeVisible();
    await phone.getByRole("tab", { name: "Preparing (1)" }).click();
    await expect(card(phone, order).getByText(/^Ready by \d{1,2}:\d{2} [ap]m$/)).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await keepScreenshot(phone, "kitchen-phone-en-preparing");
    await expectNoA11yViolations(phone, "kitchen board at 360 px");
  });

  test("catches up after its live connection dropped: the order placed meanwhile appears and the title counts it", async ({ openPage }) => {
    const page = await openPage({ as: cook });
    // Refused with a server error, on which the websocket client gives up: the board listens anew by itself.
    const live = await breakableLiveConnection(page, { refuseCode: 1011 });
    await page.goto(`/kitchen/${kitchenA!.id}`);
    await expect(heading(page, nameA)).toBeVisible();
    await live.opened(0);
    await expectTitle(page, `Kitchen · ${nameA}`);

    await live.drop();
    // Every live connection is refused from now until restore(): the order can only reach the
    // board by the board asking for its list again. It asks as its connection gives up and again
    // when it listens anew, so whether the card is already there before restore() is a race.
    const missed = await placeOrderAt(openPage, kitchenA!);
    // The websocket client has given up (refused with 1011) before the server is back.
    await live.refused();
    const before = live.connections();
    live.restore();
    await live.opened(before);
    await expect(card(page, missed)).toBeVisible();
    await expectTitle(page, `(1) Kitchen · ${nameA}`);
  });

  test("switches a dish to sold out and back, and closes the restaurant for today and opens it again", async ({ openPage }) => {
    const page = await openPage({ as: cook });
    await page.goto(`/kitchen/${kitchenA!.id}`);
    await expect(heading(page, nameA)).toBeVisible();
    const availability = async () =>
      (
        await graphql<{ restaurant: { closedForToday: boolean; menuItems: { isAvailable: boolean }[] } }>(
          `query E2EKitchenSwitches($id: ID!) { restaurant(id: $id) { closedForToday menuItems { isAvailable } } }`,
          { id: kitchenA!.id },
        )
      ).restaurant;

    await page.getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("dialog", { name: `Menu · ${nameA}` });
    await menu.getByRole("switch", { name: "Masala Dosa: sold out" }).click();
    await expect(toast(page, "Masala Dosa is sold out.")).toBeVisible();
    expect((await availability()).menuItems[0]!.isAvailable).toBe(false);
    await expect(menu.getByText("Sold out", { exact: true })).toBeVisible();
    await menu.getByRole("switch", { name: "Masala Dosa: sold out" }).click();
    await expect(toast(page, "Masala Dosa is available again.")).toBeVisible();
    expect((await availability()).menuItems[0]!.isAvailable).toBe(true);
    await page.keyboard.press("Escape");

    await page.getByRole("switch", { name: /^Closed for today/ }).click();
    const confirm = page.getByRole("dialog", { name: "Close for today?" });
    await expect(confirm.getByText(/Customers cannot order from .* until midnight/)).toBeVisible();
    await confirm.getByRole("button", { name: "Close for today" }).click();
    await expect(toast(page, `${nameA} is closed for today.`)).toBeVisible();
    await expect(page.getByText(/^Closed until /)).toBeVisible();
    expect((await availability()).closedForToday).toBe(true);

    await page.getByRole("switch", { name: /^Closed for today/ }).click();
    await page.getByRole("dialog", { name: "Open again now?" }).getByRole("button", { name: "Open again" }).click();
    await expect(toast(page, `${nameA} is taking orders again.`)).toBeVisible();
    expect((await availability()).closedForToday).toBe(false);
  });

  test("prints a ticket alone, on 80 mm paper or on the 58 mm chosen on the device", async ({ openPage }) => {
    const page = await openPage({ as: cook });
    await page.addInitScript(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.goto(`/kitchen/${kitchenA!.id}`);
    await card(page, first)
      .getByRole("button", { name: `Print ticket of order #${first.shortId}` })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed), {
        message: "the print dialog was not asked for",
      })
      .toBe(1);

    await page.emulateMedia({ media: "print" });
    const ticket = page.getByRole("article", { name: `Order #${first.shortId}` });
    await expect(ticket).toBeVisible();
    const text = await ticket.innerText();
    for (const expected of [
      nameA,
      `Order #${first.shortId}`,
      "Placed",
      "2 ×",
      "Masala Dosa",
      "Less spicy, no onions",
      "Total",
      "₹130.00",
      "Cash on delivery",
    ]) {
      expect(text).toContain(expected);
    }
    for (const never of [shopper.email, shopper.phone, "Temple Street", shopper.userName]) expect(text).not.toContain(never);
    // Only the ticket prints: the board and its header are not on the page.
    await expect(page.getByRole("heading", { level: 1 })).toBeHidden();
    await expect(page.getByRole("article")).toHaveCount(1);
    const box80 = (await ticket.boundingBox())!;
    expect(Math.round(box80.width)).toBe(Math.round((80 / 25.4) * 96));
    // One page as wide as the roll and as long as the ticket (not a Letter or A4 sheet).
    await expectOnePageOfTheRoll(page, 80, box80.height);
    await keepScreenshot(page, "kitchen-ticket-print-80mm");

    // 58 mm paper, chosen in the settings and kept on this device.
    await page.emulateMedia({ media: "screen" });
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("dialog", { name: "Kitchen settings" }).getByText("58 mm", { exact: true }).click();
    await page.reload();
    await card(page, first)
      .getByRole("button", { name: `Print ticket of order #${first.shortId}` })
      .click();
    await page.emulateMedia({ media: "print" });
    await expect(ticket).toBeVisible();
    const box58 = (await ticket.boundingBox())!;
    expect(Math.round(box58.width)).toBe(Math.round((58 / 25.4) * 96));
    await expectOnePageOfTheRoll(page, 58, box58.height);
    await keepScreenshot(page, "kitchen-ticket-print-58mm");
  });

  test("reads in Telugu, switched on the board", async ({ openPage }) => {
    const page = await openPage({ as: cook, viewport: { width: 1280, height: 800 } });
    await page.goto(`/kitchen/${kitchenA!.id}`);
    await expect(heading(page, nameA)).toBeVisible();
    await page.getByRole("button", { name: "Settings" }).click();
    await page.getByRole("dialog", { name: "Kitchen settings" }).getByRole("button", { name: "తెలుగు" }).click();
    await expect(page.getByRole("region", { name: /^రెడీ \(\d+\)$/ })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.evaluate(() => document.fonts.ready.then(() => true));
    await keepScreenshot(page, "kitchen-tablet-te");
    // Nothing in Latin letters but data (the restaurant's and the dish's names, the customer's
    // note, the order numbers) and the switch's "English", named in its own script.
    const data = [nameA, "Masala Dosa", "Less spicy, no onions", "English"].join(" ");
    const words = latinWordsIn(await page.locator("body").innerText()).filter((word) => !data.includes(word) && !/^[A-F]+$/.test(word));
    expect(words).toEqual([]);

    const phone = await openPage({ as: cook, viewport: "mobile" });
    await phone.goto(`/kitchen/${kitchenA!.id}`);
    await expect(phone.getByRole("tab", { name: /^కొత్తవి \(\d+\)$/ })).toBeVisible();
    await phone.evaluate(() => document.fonts.ready.then(() => true));
    await keepScreenshot(phone, "kitchen-phone-te");
    await phone.getByRole("tab", { name: /^వండుతున్నవి/ }).click();
    await keepScreenshot(phone, "kitchen-phone-te-preparing");

    // Back to English for the account (other tests of this file read English).
    await phone.getByRole("button", { name: "సెట్టింగ్స్" }).click();
    await phone.getByRole("button", { name: "English" }).click();
    await expect(phone.getByRole("tab", { name: /^New \(\d+\)$/ })).toBeVisible();
  });
});
