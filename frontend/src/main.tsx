import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { ApolloProvider } from "@apollo/client/react";
import { BrowserRouter } from "react-router-dom";
import "./i18n/i18n";
import "./styles/global.css";
import { apolloClient } from "./apollo";
import { CurrentUserDocument } from "./common/current-user";
import { registerPushWorker } from "./common/push/register-push-worker";
import { ToastHost } from "./common/toast/toast-host";
import { AppRoutes, preloadRoute } from "./router";

// The auth check and the first page's code start downloading at once, side by side.
void apolloClient.query({ query: CurrentUserDocument }).catch(() => undefined);
preloadRoute(window.location.pathname);
registerPushWorker();

// Rendered as a transition: React renders in small slices instead of one long task, so the page
// stays responsive while the first screen is built (the HTML's splash shows meanwhile).
const root = createRoot(document.getElementById("root")!);
startTransition(() => {
  root.render(
    <StrictMode>
      <ApolloProvider client={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToastHost />
      </ApolloProvider>
    </StrictMode>,
  );
});
