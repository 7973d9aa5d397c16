import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import { RouterProvider } from "react-router-dom";
import { languageSettled, loadCatalogue } from "./i18n/i18n";
import "./styles/global.css";
import { apolloClient } from "./apollo";
import { CurrentUserDocument } from "./common/current-user";
import { cacheEarlyAnswer, firstRenderHolds } from "./early-data";
import { FullScreenLoading } from "./common/full-screen-loading";
import { followAccountLanguage } from "./common/language/account-language";
import { registerServiceWorker } from "./common/push/register-push-worker";
import { ToastHost } from "./common/toast/toast-host";
import { router, routerReady } from "./router";

// The texts of the start language, the auth check and the first page's code (the router, created
// with the entry, asks for the address's layouts and page) start downloading at once, side by side
// (on a landing address, the early script has asked for them already: see
// frontend/scripts/early-start.ts). A failed download of the texts is tried once more.
const texts = loadCatalogue("main")
  .catch(() => loadCatalogue("main"))
  .catch(() => undefined);
// From the auth check on, the app follows the signed-in account's language (and gives an
// account without one the device's); the first render waits for that switch, if any.
followAccountLanguage(apolloClient);
const authCheck = cacheEarlyAnswer(CurrentUserDocument)
  .then(async (cached) => {
    if (!cached) await apolloClient.query({ query: CurrentUserDocument });
  })
  .catch(() => undefined)
  .then(languageSettled);

const root = createRoot(document.getElementById("root")!);

// docs/architecture.md#screens: while the auth check runs, the full-screen 'Loading, please wait...' (it continues the
// HTML's splash, which stays until it is drawn), once its text is there. As a transition, like
// the app below: React's very first render is slow (its own code still cold) and would otherwise
// be one long task.
let appRendered = false;
void texts.then(() => {
  if (!appRendered) startTransition(() => root.render(<FullScreenLoading />));
});

/** A page that threw, or whose code failed to download: the error screen shows (router.tsx), the console says why. */
function logRouteError(error: unknown, info: { errorInfo?: { componentStack?: string | null } }) {
  console.error(error, info.errorInfo?.componentStack ?? "");
}

// Then the app, once the answer and the first page's code are both here (`routerReady`, and the
// data the page holds its first render for, see holdFirstRender): the page renders at once, and
// as a transition, so React builds it in small slices instead of one long task. Rendered straight
// from an answer arriving later, it would be one long synchronous render.
function renderApp() {
  appRendered = true;
  startTransition(() => {
    root.render(
      <StrictMode>
        <ApolloProvider client={apolloClient}>
          <RouterProvider router={router} onError={logRouteError} />
          <ToastHost />
        </ApolloProvider>
      </StrictMode>,
    );
  });
}
void Promise.all([texts, authCheck, routerReady]).then(firstRenderHolds).then(renderApp).then(afterFirstPage);

/**
 * The service worker and the push listener (registered after the page's load event anyway) wait until
 * the first page has been rendered and the browser is idle, so on a slow phone they never
 * compete with that page for the network or the main thread.
 */
function afterFirstPage() {
  if ("requestIdleCallback" in window) window.requestIdleCallback(registerServiceWorker, { timeout: 3000 });
  else setTimeout(registerServiceWorker, 500);
}
