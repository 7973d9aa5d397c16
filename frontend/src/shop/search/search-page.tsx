import SearchOutlined from "@ant-design/icons/SearchOutlined";
import { skipToken, useQuery } from "@apollo/client/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../common/page-title";
import { useAddToCart } from "../cart/use-add-to-cart";
import { useOptionSheet } from "../menu/use-option-sheet";
import { MenuItemCard } from "../components/menu-item-card";
import { LocationStatus } from "../location/location-status";
import { useUserLocation } from "../location/use-user-location";
import { SearchMenuItemsDocument } from "./search-documents";
import { searchableKeyword } from "./search-keyword";
import { useKeywordParam } from "./use-keyword-param";
import styles from "./search-page.module.css";
import { CardGrid } from "../components/card-grid";

/** Results asked for at once (the API allows 1 to 50); a multiple of the 1 to 4 columns. */
const RESULT_LIMIT = 48;
const EAGER_IMAGES = 4;

/**
 * /shop/search?keyword= (docs/architecture.md#screens search): the box, the location states, then 'Search your
 * favorite food!', 'Loading Results...', 'No Items Found.' or the matching items with 'Add to
 * Cart'. A search goes out only for more than 3 characters and a known location (docs/architecture.md#forms).
 */
export function SearchPage() {
  const { t } = useTranslation();
  const id = useId();
  const { text, setText, keyword, flush } = useKeywordParam();
  const { state: location } = useUserLocation();
  const adding = useAddToCart();
  const { pendingItemId } = adding;
  const optionSheet = useOptionSheet(adding);

  const searchFor = searchableKeyword(keyword);
  const located = location.status === "located" ? location : null;
  const { data, loading, error } = useQuery(
    SearchMenuItemsDocument,
    searchFor && located
      ? { variables: { keyword: searchFor, latitude: located.latitude, longitude: located.longitude, limit: RESULT_LIMIT } }
      : skipToken,
  );
  // docs/architecture.md#messages: a failed search empties the results without a message of its own.
  const items = error ? [] : (data?.searchMenuItems ?? []);

  let message: string | null = null;
  if (!searchFor) message = t("search.prompt");
  else if (!located) message = null;
  else if (loading) message = t("search.loading");
  else if (items.length === 0) message = t("search.noResults");

  const typedButShort = text.trim() !== "" && searchableKeyword(text) === null;

  return (
    <div className={styles.page}>
      <PageTitle page={t("search.pageTitle")} />
      <h1 className={styles.heading}>{t("search.heading")}</h1>

      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          flush();
        }}
      >
        <label htmlFor={`${id}-keyword`} className="sr-only">
          {t("search.inputLabel")}
        </label>
        <SearchOutlined className={styles.searchIcon} aria-hidden />
        <input
          id={`${id}-keyword`}
          className={styles.input}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("search.placeholder")}
          enterKeyHint="search"
          autoComplete="off"
          spellCheck={false}
          maxLength={100}
          aria-describedby={typedButShort ? `${id}-hint` : undefined}
        />
      </form>
      {typedButShort && (
        <p id={`${id}-hint`} className={styles.hint}>
          {t("search.keywordHint")}
        </p>
      )}

      <div className={styles.location}>
        <LocationStatus page="search" tryAgainLabel={t("search.enableLocation")} />
      </div>

      <section className={styles.results} aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`} className="sr-only">
          {t("search.results")}
        </h2>
        <p className={message ? styles.message : "sr-only"} role="status">
          {message ?? (located && searchFor ? t("search.resultCount", { count: items.length }) : "")}
        </p>
        {searchFor && located && !loading && items.length > 0 && (
          <CardGrid minCardWidth={250}>
            {items.map((item, index) => (
              <li key={item.id}>
                <MenuItemCard
                  item={item}
                  restaurantOpen={item.restaurant.isOpenNow}
                  restaurant={item.restaurant}
                  imageLoading={index === 0 ? "priority" : index < EAGER_IMAGES ? "eager" : "lazy"}
                  adding={pendingItemId === item.id}
                  onAddToCart={(picked) => optionSheet.onAddToCart(picked, item.restaurant.id)}
                />
              </li>
            ))}
          </CardGrid>
        )}
        {optionSheet.sheet}
      </section>
    </div>
  );
}
