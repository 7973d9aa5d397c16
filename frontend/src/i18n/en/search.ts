/** The food search page (/shop/search?keyword=, docs/architecture.md#screens search, #messages location errors). */
export const search = {
  pageTitle: "Search",
  heading: "Search food",
  inputLabel: "Search Food Items...",
  placeholder: "Search Food Items...",
  enableLocation: "Try Again – Enable Location Access",
  loading: "Loading Results...",
  prompt: "Search your favorite food!",
  keywordHint: "Type more than 3 letters to search.",
  noResults: "No Items Found.",
  results: "Results",
  resultCount_one: "{{count}} item found",
  resultCount_other: "{{count}} items found",
} as const;
