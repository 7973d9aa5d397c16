import RightOutlined from "@ant-design/icons/RightOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useCurrentUser } from "../../common/current-user";
import { PageTitle } from "../../common/page-title";
import { BannerCarousel } from "../home/banner-carousel";
import { HomeCity } from "../home/home-city";
import styles from "./home-page.module.css";

// The router asks for the offers (and the first offer's picture) as soon as this code loads (src/routes-code.ts).
export { prefetchHome } from "../home/home-prefetch";

/**
 * The nine category tiles (docs/architecture.md#screens). `keyword` is the search term sent to
 * /shop/search/?keyword={label}: the English label, whatever language the page is shown in.
 */
export const HOME_CATEGORIES = [
  { keyword: "Burger", labelKey: "categoryBurger", icon: "burger" },
  { keyword: "Tiffins", labelKey: "categoryTiffins", icon: "tiffins" },
  { keyword: "Biryani", labelKey: "categoryBiryani", icon: "biryani" },
  { keyword: "Snacks", labelKey: "categorySnacks", icon: "snacks" },
  { keyword: "Veg Meals", labelKey: "categoryVegMeals", icon: "veg-meals" },
  { keyword: "Curries", labelKey: "categoryCurries", icon: "curries" },
  { keyword: "Ice Creams", labelKey: "categoryIceCreams", icon: "ice-creams" },
  { keyword: "Cool Drinks", labelKey: "categoryCoolDrinks", icon: "cool-drinks" },
  { keyword: "Pizzas", labelKey: "categoryPizzas", icon: "pizzas" },
] as const;

const SERVICES = [
  { titleKey: "serviceFoodDelivery", textKey: "serviceFoodDeliveryText", icon: "service-delivery" },
  { titleKey: "serviceBulkOrders", textKey: "serviceBulkOrdersText", icon: "service-bulk" },
  { titleKey: "serviceParcel", textKey: "serviceParcelText", icon: "service-parcel" },
  { titleKey: "serviceHomeMade", textKey: "serviceHomeMadeText", icon: "service-homemade" },
] as const;

export const searchPathFor = (keyword: string) => `/shop/search/?keyword=${encodeURIComponent(keyword)}`;

/** One picture of the food-icons sprite (a single cached request for all of them). */
function FoodIcon({ id, className }: { id: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={`/images/food-icons.svg#${id}`} />
    </svg>
  );
}

/**
 * /shop/home: the greeting with the customer's city, the offers carousel, 'Click To Explore
 * Restaurants', the category tiles and 'Our Services'.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const name = user?.userName ?? "";

  return (
    <div className={styles.page}>
      <PageTitle page={t("shop.home")} />
      <section className={styles.hero} aria-labelledby="home-greeting">
        <h1 id="home-greeting">{t("shop.greeting", { name })}</h1>
        <HomeCity />
        <p className={styles.greetingSub}>{t("shop.greetingSub")}</p>
        <Link to="/shop/listing" className={styles.exploreButton}>
          {t("shop.exploreRestaurants")} <RightOutlined aria-hidden />
        </Link>
        <Link to="/shop/account" className={styles.accountLink} aria-label={t("shop.myAccount")}>
          <UserOutlined aria-hidden />
        </Link>
      </section>

      <BannerCarousel />

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories">{t("shop.categoriesHeading")}</h2>
        <ul className={styles.categories}>
          {HOME_CATEGORIES.map((category) => (
            <li key={category.keyword}>
              <Link to={searchPathFor(category.keyword)} className={styles.tile}>
                <FoodIcon id={category.icon} className={styles.tileIcon} />
                {t(`shop.${category.labelKey}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-services">
        <h2 id="home-services">{t("shop.servicesHeading")}</h2>
        <ul className={styles.services}>
          {SERVICES.map((service) => (
            <li key={service.titleKey} className={styles.service}>
              <FoodIcon id={service.icon} className={styles.serviceIcon} />
              <div>
                <h3>{t(`shop.${service.titleKey}`)}</h3>
                <p>{t(`shop.${service.textKey}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
