import { useLayoutEffect, useMemo } from "react";
import { Navigate, Outlet, useLocation, useNavigationType } from "react-router-dom";
import { useCurrentUser } from "./current-user";
import { FullScreenLoading } from "./full-screen-loading";
import { guardRedirect, LOGIN_PATH, returnAfterSignIn, returnToFromState } from "./route-guard";
import { NavigationProgress } from "./navigation-progress";
import { NetworkNotices } from "./network/network-notices";

/**
 * The root of every route: waits for the auth check, then applies the guard to the current
 * location. It re-renders whenever the signed-in user changes in the Apollo cache (login,
 * logout), so the guard also moves people on after those; the loading screen shows until the
 * page it sends to is there. Every page also shows the notices about the network and a new
 * version of the app, and a bar while the next page loads.
 */
export function AppRoot() {
  const { loading, auth } = useCurrentUser();
  const location = useLocation();
  const navigationType = useNavigationType();

  // A new page starts at the top; back and forward keep the browser's own scroll restoration.
  useLayoutEffect(() => {
    if (navigationType !== "POP" && !location.hash) window.scrollTo(0, 0);
  }, [location.pathname, location.hash, navigationType]);

  if (loading) return <FullScreenLoading />;

  const target = guardRedirect(location.pathname, auth);
  if (target !== null) {
    // The kitchen board is returned to after signing in (the login page carries it in its state).
    const returnTo = !auth.isAuthenticated && target === LOGIN_PATH ? returnAfterSignIn(location.pathname) : null;
    const to = (auth.isAuthenticated && returnToFromState(location.state)) || target;
    return <Redirect to={to} returnTo={returnTo} />;
  }

  return (
    <>
      <Outlet />
      <NavigationProgress />
      <NetworkNotices />
    </>
  );
}

/**
 * Sends on to `to` (in place of the address), with the page a sign-in returns to; the loading
 * screen shows until that page is there. The state is one object for as long as the page it
 * names: `<Navigate>` navigates again whenever its props change, and the root re-renders while
 * the router loads the next page.
 */
function Redirect({ to, returnTo }: { to: string; returnTo: string | null }) {
  const state = useMemo(() => (returnTo ? { returnTo } : undefined), [returnTo]);
  return (
    <>
      <Navigate to={to} replace state={state} />
      <FullScreenLoading />
    </>
  );
}
