import { useApolloClient, useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "../gql";
import { serverMessage } from "./graphql-errors";
import { toast } from "./toast/toast";

const LogoutDocument = graphql(`
  mutation Logout {
    logout {
      message
    }
  }
`);

/**
 * Ends the session, forgets everything cached for this user and marks the app signed out; the
 * route guard then sends the visitor to the login page.
 */
export function useLogout() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(LogoutDocument);

  const run = useCallback(async () => {
    try {
      const { data } = await logout();
      if (data) toast.success(data.logout.message);
    } catch (error) {
      toast.error(serverMessage(error) ?? t("app.somethingWentWrong"));
      return;
    }
    // Forget every cached object of this user and ask the server again who is signed in
    // (nobody): the auth check's answer turns null and the guard moves on to the login page.
    // A failed re-check counts as signed out too, so its error needs no message.
    await client.resetStore().catch(() => undefined);
  }, [client, logout, t]);

  return { logout: run, loggingOut: loading };
}
