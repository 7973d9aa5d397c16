/** The frame of every page: loading, titles, the error boundary. */
export const app = {
  name: "Ruchi",
  loading: "Loading, please wait...",
  skipToContent: "Skip to main content",
  homeLink: "Ruchi home",
  pageLoading: "Loading page",
  loggedOut: "Logged out Successfully!",
  somethingWentWrong: "Something went wrong",
  pageFailed: "This page could not be loaded. Check your connection and try again.",
  reload: "Reload",
  opensInNewTab: "(opens in a new tab)",
  legalNav: "Legal",
  pageTitle: "{{page}} – Ruchi",
  adminPageTitle: "{{page}} – Ruchi Admin",
} as const;
