import type { ApolloClient } from "@apollo/client";
import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../gql";
import { useErrorText } from "./error-text";
import { forgetCachedData } from "./network/forget-cached-data";
import { toast } from "./toast/toast";

const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/**
 * The server forgets this browser's push subscription and the browser drops it, while the
 * session still says whose it is. Loaded only at logout; a failure here never blocks logging out.
 */
async function forgetPushQuietly(client: ApolloClient) {
  try {
    const { forgetPushSubscription } = await import("./push/push-sync");
    await forgetPushSubscription(client);
  } catch (error) {
    console.warn("The push subscription could not be removed", error);
  }
}

/**
 * Ends the session, forgets everything cached for this user and marks the app signed out; the
 * route guard then sends the visitor to the login page. Before that, this browser stops
 * receiving the user's pushes.
 */
export function useLogout() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(LogoutDocument);
  const [forgettingPush, setForgettingPush] = useState(false);

  const run = useCallback(async () => {
    setForgettingPush(true);
    await forgetPushQuietly(client);
    setForgettingPush(false);
    try {
      const { data } = await logout();
      if (data) toast.success(t("app.loggedOut"));
    } catch (error) {
      toast.error(errorText(error, t("app.somethingWentWrong")));
      return;
    }
    // Forget every cached object of this user and ask the server again who is signed in
    // (nobody): the auth check's answer turns null and the guard moves on to the login page.
    // A failed re-check counts as signed out too, so its error needs no message.
    await client.resetStore().catch(() => undefined);
    // The service worker's copies of this user's answers go too (after the re-check, so no
    // answer still on its way can put them back).
    await forgetCachedData().catch((error: unknown) => console.warn("The cached data could not be deleted", error));
  }, [client, logout, t, errorText]);

  return { logout: run, loggingOut: loading || forgettingPush };
}
