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
import { liveOrders } from "./en/live-orders";
/**
 * The English catalogue: every string the app shows, except two parts that load with the code of
 * the pages using them (`loadCatalogue` in i18n.ts), so a customer's shop never downloads them:
 * the admin panel's pages (`en-admin.ts`) and the public and sign-in pages (`en-public.ts`). The
 * spec's texts are kept exactly (capitals and punctuation included). A Telugu catalogue will have
 * the same shape (`Catalogue`).
 */
export const en = {
  liveOrders,
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
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type Catalogue = Widen<typeof en>;
