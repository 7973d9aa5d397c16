/** Everything a spec needs: `import { test, expect, DEMO, signIn, ... } from "./support";` */
export { test, expect, type KitchenStaff, type OpenPage } from "./fixtures";
export { DEMO_TOWN_LOCATION, VIEWPORTS, type PageOptions } from "./page-options";
export { DEMO, createCustomer, signIn, uniqueEmail, uniquePhone, type Account } from "./accounts";
export { mailCount, mailsTo, readOtp, readResetToken, waitForMail, type Mail } from "./mail";
export { expectNoA11yViolations } from "./axe";
export { atPath, heading, toast } from "./locators";
export { graphql } from "./graphql";
export { nearestDemoRestaurant } from "./demo-town";
export { breakableLiveConnection } from "./live-connection";
export { recordGraphqlRequests, type GraphqlRequests } from "./graphql-requests";
export { recordLiveSubscriptions, type LiveSubscriptions } from "./live-subscriptions";
export { baseUrl } from "./run-env";
export { chooseOption, chooseRestaurant } from "./antd-select";
export { catalogueTexts, withoutMarkup, type CatalogueLanguage } from "./catalogue-texts";
export { TELUGU_SCRIPT, createCustomerSpeaking, readCode } from "./language-accounts";
export { latinWordsIn, visibleLatinWords, type LatinWord } from "./visible-words";
export { recordDataWords } from "./data-words";
export { fontFaceStates, recordFontDownloads, renderedFonts, servedFontFiles, type RenderedFont } from "./font-usage";
export { keepScreenshot } from "./screenshots";
export { expectOnePageOfTheRoll, printedPages, type PrintedPage } from "./printed-pages";
export { overflowingText } from "./clipped-text";
export { indiaToday, makeRider } from "./riders";
export { appClock } from "./app-clock";
export {
  addKakinadaAddress,
  createOrderKitchen,
  deleteOrderKitchen,
  placeKitchenOrder,
  type OrderKitchen,
  type PlacedOrder,
} from "./order-fixtures";
export type { BrowserContext, Locator, Page, Request } from "@playwright/test";
