/** The terms and privacy pages (/auth/terms-conditions, /auth/privacy-policy). */
export const legal = {
  englishOnlyNote: "The text of this page is in English only.",
  lastUpdated: "Last updated: May 24, 2025",
  backToLogin: "Back to Login",
  termsTitle: "Terms & Conditions",
  termsIntro:
    "These terms govern your use of Ruchi, the food ordering and delivery service of our town in Andhra Pradesh. By creating an account or placing an order you agree to them.",
  termsEligibilityTitle: "1. Who can use Ruchi",
  termsEligibilityText:
    "You must be over 18 years old to create an account and place orders. You are responsible for keeping your password safe and for everything done with your account.",
  termsOrdersTitle: "2. Orders and payment",
  termsOrdersText:
    "Restaurants set their menus, prices and opening hours. Prices shown at checkout are the prices you pay, plus a flat delivery charge of ₹30. Payment is Cash On Delivery only. An order may be refused when a restaurant is closed or an item is not available.",
  termsDeliveryTitle: "3. Delivery",
  termsDeliveryText:
    "We deliver to the addresses inside each restaurant's delivery area. Delivery times are estimates. Please make sure someone is available at the address and phone number you give.",
  termsConductTitle: "4. Fair use",
  termsConductText:
    "Do not misuse the service: no false orders, no attempts to break or overload the app, and no abuse of our riders or restaurant staff. We may suspend accounts that do.",
  termsLiabilityTitle: "5. Limitation of liability",
  termsLiabilityText:
    "To the extent the law allows, our liability to you for any claim is limited to the amount you paid for the order concerned, or 100 USD if you have not purchased anything.",
  termsChangesTitle: "6. Changes to these terms",
  termsChangesText:
    "We will give you at least 30 days' notice of any material change to these terms, by e-mail or in the app. Continuing to use Ruchi after that means you accept the new terms.",
  termsContactTitle: "7. Contact",
  termsContactText: "Questions about these terms? Write to us from the Contact page of the app.",
  privacyTitle: "Privacy Policy",
  privacyIntro: "This policy explains what personal data Ruchi collects, why, and what choices you have.",
  privacyCollectTitle: "1. What we collect",
  privacyCollectText:
    "Your user name, e-mail address and phone number when you register; the delivery addresses you save; your orders; and your location while you use the app, to show the restaurants that deliver to you.",
  privacyUseTitle: "2. How we use it",
  privacyUseText:
    "To run your account, deliver your orders, send you sign-up codes, password reset links and order updates, and to keep the service safe. We do not sell your personal data.",
  privacyShareTitle: "3. Who sees it",
  privacyShareText:
    "The restaurant and the rider handling an order see the name, address and phone number needed to deliver it. Our staff see order details only to run the service.",
  privacyChildrenTitle: "4. Children",
  privacyChildrenText:
    "Ruchi is not meant for children. We do not knowingly collect data from anyone under 13; if you believe a child has given us data, contact us and we will delete it.",
  privacyRightsTitle: "5. Your choices",
  privacyRightsText: "You can update your addresses at any time and ask us to correct or delete your account and its data.",
  privacyCookiesTitle: "6. Cookies",
  privacyCookiesText: "We use one session cookie to keep you signed in. It is not used for advertising.",
} as const;
