import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Picks an option of an antd Select by its label and checks the field shows it. antd opens its
 * list with an animation and may re-render it when its options arrive, so a click can land on a
 * list that is being replaced; the pick is then tried again (at most three times).
 */
export async function chooseOption(field: Locator, option: string): Promise<void> {
  const page = field.page();
  const select = field.locator("xpath=ancestor::div[contains(@class,'ant-select')][1]");
  for (let attempt = 1; ; attempt++) {
    await field.click();
    await page
      .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: new RegExp(`^${option}$`) })
      .first()
      .click();
    const shown = (await select.innerText({ timeout: 2_000 }).catch(() => "")).trim();
    if (shown === option) return;
    if (attempt === 3) throw new Error(`The select did not take the option "${option}" (it shows "${shown}")`);
  }
}

/** In the open dialog's restaurant picker (admin/common/restaurant-picker.tsx): types the name's first word and picks the restaurant. */
export async function chooseRestaurant(page: Page, name: string): Promise<void> {
  const picker = page.getByRole("dialog").getByRole("combobox", { name: /Restaurants$/ });
  await picker.fill(name.split(" ")[0]!);
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option", { hasText: name }).first().click();
  await expect(page.getByRole("dialog").locator(".ant-select-selection-item", { hasText: name }).first()).toBeVisible();
}
