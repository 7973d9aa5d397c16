import { address } from "./en/address";
import { menu } from "./en/menu";
import { search } from "./en/search";
import { home } from "./en/home";
import { listing } from "./en/listing";
import { cart } from "./en/cart";
import { checkout } from "./en/checkout";
import { account } from "./en/account";
import { contact } from "./en/contact";
import { feedback } from "./en/feedback";
import { adminCatalogue } from "./en/admin-catalogue";
import { adminOps } from "./en/admin-ops";
/**
 * The English catalogue: every string the app shows. The spec's texts are kept exactly
 * (capitals and punctuation included). A Telugu catalogue will have the same shape (`Catalogue`).
 */
export const en = {
  adminCatalogue,
  adminOps,
  menu,
  search,
  account,
  contact,
  feedback,
  listing,
  home,
  cart,
  checkout,
  address,
  app: {
    name: "Ruchi",
    loading: "Loading, please wait...",
    skipToContent: "Skip to main content",
    homeLink: "Ruchi home",
    pageLoading: "Loading page",
    somethingWentWrong: "Something went wrong",
    pageFailed: "This page could not be loaded. Check your connection and try again.",
    reload: "Reload",
    opensInNewTab: "(opens in a new tab)",
    legalNav: "Legal",
    pageTitle: "{{page}} – Ruchi",
    adminPageTitle: "{{page}} – Ruchi Admin",
  },

  landing: {
    title: "Ruchi – food delivered in your town",
    login: "Login",
    register: "Register",
    headline: "Delicious food from your town's favourite kitchens, at your doorstep",
    subheadline: "Order biryani, tiffins, meals and more from restaurants that deliver to you. Pay cash on delivery.",
    orderNow: "Order Now",
    heroAlt: "A Ruchi delivery rider on a scooter with a box of hot food, riding through town",
    benefitsHeading: "Why order with Ruchi?",
    fastDeliveryTitle: "Fast Delivery",
    fastDeliveryText: "Hot food from nearby kitchens, brought to your door by our own riders.",
    topRestaurantsTitle: "Top Restaurants",
    topRestaurantsText: "The best-loved restaurants and home kitchens of your town in one place.",
    easyOrderingTitle: "Easy Ordering",
    easyOrderingText: "Pick your dishes, choose your address and pay cash when the food arrives.",
    testimonialsHeading: "What our customers say",
    testimonialBy: "{{name}}, {{place}}",
    testimonial1Quote: "“The biryani arrived hot and on time. Ordering for the whole family took two minutes.”",
    testimonial1Name: "Lakshmi P.",
    testimonial1Place: "Bhimavaram",
    testimonial2Quote: "“Finally, idli and dosa from my favourite tiffin centre without waiting in the queue.”",
    testimonial2Name: "Ravi Kumar",
    testimonial2Place: "Bhimavaram",
    footerNote: "Food ordering and delivery for your town in Andhra Pradesh.",
  },

  legal: {
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
    privacyIntro:
      "This policy explains what personal data Ruchi collects, why, and what choices you have.",
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
    privacyRightsText:
      "You can update your addresses at any time and ask us to correct or delete your account and its data.",
    privacyCookiesTitle: "6. Cookies",
    privacyCookiesText:
      "We use one session cookie to keep you signed in. It is not used for advertising.",
  },

  auth: {
    layoutHeading: "Delicious Meals Delivered",
    layoutTagline: "Get your favorite food at your doorstep!",
    promoAlt: "A plate of biryani with a bowl of curry, a dosa and a cool drink, ready for delivery",
    email: "Email",
    password: "Password",
    emailRequired: "Please enter your email",
    emailInvalid: "Enter a valid e-mail address",
    passwordRequired: "Please enter your password",
    passwordRule: "Password must be 8 to 128 characters long",
    showPassword: "Show password",
    hidePassword: "Hide password",

    loginTitle: "Sign in to your account",
    forgotPasswordLink: "Forgot Password",
    signIn: "Sign In",
    noAccount: "Don't have an account?",
    registerLink: "Register",
    loginFailed: "something went wrong",

    registerTitle: "Create new account",
    userName: "User Name",
    userNameRequired: "Please enter your user name",
    userNameRule: "User name must be 2 to 80 characters long",
    phone: "Phone",
    phoneRequired: "Please enter your phone number",
    phoneInvalid: "Enter Valid Phone Number",
    phoneHint: "10 digits, without +91",
    agreeTerms: "I agree to the <terms>Terms & Conditions</terms> and <privacy>Privacy Policy</privacy>",
    signUp: "Sign Up",
    signUpHint: "Fill in every field and accept the terms to sign up.",
    haveAccount: "Already have an account?",
    loginLink: "Login",
    registerFailed: "Something went wrong",

    verifyTitle: "Verify your e-mail",
    otpSent: "An OTP has been sent to your email",
    enterOtp: "Enter OTP",
    otpRequired: "Please enter the OTP",
    verify: "Verify",
    noCode: "Didn't get the code?",
    resendCode: "Resend code",
    otpFailed: "Invalid OTP",
    emailMissing: "Email is missing. Please register again.",

    forgotTitle: "Forgot Password",
    forgotIntro: "Enter your e-mail and we will send you a link to reset your password.",
    sendResetLink: "Send Reset Link",
    sending: "Sending...",
    forgotFailed: "Something went wrong",
    backToLogin: "Back to Login",

    resetTitle: "Reset Password",
    resetIntro: "Choose a new password for your account.",
    newPassword: "New Password",
    newPasswordRequired: "Please enter a new password",
    resetPassword: "Reset Password",
    resetting: "Resetting...",
    resetFailed: "Something went wrong",
  },

  shop: {
    mainNav: "Main",
    home: "Home",
    restaurants: "Restaurants",
    contact: "Contact",
    feedback: "Feedback",
    search: "Search",
    cart: "Cart",
    cartCountOverflow: "99+",
    cartWithCount_one: "Cart, {{count}} item",
    cartWithCount_other: "Cart, {{count}} items",
    accountMenu: "Account menu for {{name}} ({{initials}})",
    myAccount: "My Account",
    logOut: "Log Out",
    openMenu: "Open menu",
    menuTitle: "Menu",
    cartTitle: "Your Cart",
    cartEmpty: "Your cart is empty.",
    footerTagline: "Delicious meals from the kitchens of your town, delivered hot to your doorstep.",
    followUs: "Follow us",
    socialVideo: "Ruchi on YouTube",
    socialPhotos: "Ruchi on Instagram",
    socialChat: "Chat with Ruchi on WhatsApp",
    socialMail: "E-mail Ruchi",
    backToTop: "Back to top",
    copyright: "© {{year}} Ruchi. All rights reserved.",
    terms: "Terms & Conditions",
    privacy: "Privacy Policy",

    greeting: "Hey {{name}}",
    greetingSub: "What would you like to eat today?",
    exploreRestaurants: "Click To Explore Restaurants",
    categoriesHeading: "What's on your mind?",
    categoryBurger: "Burger",
    categoryTiffins: "Tiffins",
    categoryBiryani: "Biryani",
    categorySnacks: "Snacks",
    categoryVegMeals: "Veg Meals",
    categoryCurries: "Curries",
    categoryIceCreams: "Ice Creams",
    categoryCoolDrinks: "Cool Drinks",
    categoryPizzas: "Pizzas",
    servicesHeading: "Our Services",
    serviceFoodDelivery: "Food Delivery",
    serviceFoodDeliveryText: "Meals from the restaurants near you, delivered hot.",
    serviceBulkOrders: "Bulk Orders",
    serviceBulkOrdersText: "Food for functions, offices and family get-togethers.",
    serviceParcel: "Two-Wheeler Parcel",
    serviceParcelText: "Send parcels across town with our riders.",
    serviceHomeMade: "Home-Made Food",
    serviceHomeMadeText: "Everyday meals cooked in local home kitchens.",
  },

  admin: {
    panel: "Ruchi Admin",
    nav: "Admin",
    dashboard: "Dashboard",
    restaurants: "Restaurants",
    orders: "Orders",
    banners: "Banners",
    notifications: "Notifications",
    users: "Users",
    roleAdmin: "Admin",
    roleSuperadmin: "Superadmin",
    logout: "Logout",
    openNav: "Open navigation",
    welcome: "Welcome, {{name}}",
  },

  errors: {
    unauthTitle: "Access Denied",
    unauthText: "You don't have permission to view this page.",
    goToHome: "Go to Home",
    notFoundCode: "404",
    notFoundTitle: "Page Not Found",
    notFoundText: "The page you are looking for does not exist or has moved.",
    backToHome: "Back to Home",
  },
} as const;

/** The shape every language's catalogue has: the same keys, any text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
