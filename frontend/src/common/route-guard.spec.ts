import {
  ADMIN_HOME_PATH,
  LOGIN_PATH,
  RIDER_HOME_PATH,
  SHOP_HOME_PATH,
  UNAUTH_PATH,
  guardRedirect,
  homePathFor,
  returnAfterSignIn,
  returnToFromState,
  type AuthState,
} from "./route-guard";

const loggedOut: AuthState = { isAuthenticated: false };
const customer: AuthState = { isAuthenticated: true, role: "CUSTOMER" };
const admin: AuthState = { isAuthenticated: true, role: "ADMIN" };
const superadmin: AuthState = { isAuthenticated: true, role: "SUPERADMIN" };
const rider: AuthState = { isAuthenticated: true, role: "RIDER" };

describe("guardRedirect: the landing path /", () => {
  it("shows the landing page to a logged-out visitor", () => {
    expect(guardRedirect("/", loggedOut)).toBeNull();
  });

  it("sends a customer to the shop and admins to the dashboard", () => {
    expect(guardRedirect("/", customer)).toBe(SHOP_HOME_PATH);
    expect(guardRedirect("/", admin)).toBe(ADMIN_HOME_PATH);
    expect(guardRedirect("/", superadmin)).toBe(ADMIN_HOME_PATH);
  });

  it("treats an empty path as /", () => {
    expect(guardRedirect("", loggedOut)).toBeNull();
    expect(guardRedirect("", customer)).toBe(SHOP_HOME_PATH);
  });
});

describe("guardRedirect: logged out", () => {
  it.each([
    "/auth/login",
    "/auth/register",
    "/auth/verify-otp",
    "/auth/terms-conditions",
    "/auth/privacy-policy",
    "/auth/forgot-password",
    "/auth/reset-password/abcdef0123456789abcdef",
  ])("may see %s", (path) => {
    expect(guardRedirect(path, loggedOut)).toBeNull();
  });

  it.each(["/shop/home", "/shop/listing", "/admin/dashboard", "/unauth-page", "/no-such-page", "/auth", "/shop"])(
    "is sent from %s to the login page",
    (path) => {
      expect(guardRedirect(path, loggedOut)).toBe(LOGIN_PATH);
    },
  );

  it("allows any path that contains an allowed word, as the spec says (the router then shows not-found)", () => {
    expect(guardRedirect("/somewhere/login-help", loggedOut)).toBeNull();
  });

  it("reads the path the way the router matches it: any case, percent-decoded", () => {
    expect(guardRedirect("/AUTH/LOGIN", loggedOut)).toBeNull();
    expect(guardRedirect("/auth/%6cogin", loggedOut)).toBeNull();
    expect(guardRedirect("/SHOP/HOME", loggedOut)).toBe(LOGIN_PATH);
  });

  it("does not crash on a malformed escape and still protects the path", () => {
    expect(guardRedirect("/shop/%E0%A4%A", loggedOut)).toBe(LOGIN_PATH);
  });
});

describe("guardRedirect: logged in, on login or register", () => {
  it.each(["/auth/login", "/auth/register"])("sends a customer from %s to the shop", (path) => {
    expect(guardRedirect(path, customer)).toBe(SHOP_HOME_PATH);
  });

  it.each(["/auth/login", "/auth/register"])("sends an admin from %s to the dashboard", (path) => {
    expect(guardRedirect(path, admin)).toBe(ADMIN_HOME_PATH);
    expect(guardRedirect(path, superadmin)).toBe(ADMIN_HOME_PATH);
  });

  it("lets a signed-in user open the other auth and legal pages", () => {
    for (const path of [
      "/auth/verify-otp",
      "/auth/forgot-password",
      "/auth/reset-password/x",
      "/auth/terms-conditions",
      "/auth/privacy-policy",
    ]) {
      expect(guardRedirect(path, customer)).toBeNull();
      expect(guardRedirect(path, admin)).toBeNull();
    }
  });
});

describe("guardRedirect: roles", () => {
  it("sends a customer on any admin path to /unauth-page", () => {
    expect(guardRedirect("/admin/dashboard", customer)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/admin/orders", customer)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/Admin", customer)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/%61dmin/dashboard", customer)).toBe(UNAUTH_PATH);
  });

  it("sends an admin or superadmin on any shop path to the dashboard", () => {
    expect(guardRedirect("/shop/home", admin)).toBe(ADMIN_HOME_PATH);
    expect(guardRedirect("/shop/listing/42", superadmin)).toBe(ADMIN_HOME_PATH);
  });

  it("lets each role see its own area", () => {
    expect(guardRedirect("/shop/home", customer)).toBeNull();
    expect(guardRedirect("/shop/account", customer)).toBeNull();
    expect(guardRedirect("/admin/dashboard", admin)).toBeNull();
    expect(guardRedirect("/admin/orders", superadmin)).toBeNull();
  });

  it("lets signed-in users reach /unauth-page and unknown paths (the not-found page)", () => {
    for (const auth of [customer, admin, superadmin]) {
      expect(guardRedirect("/unauth-page", auth)).toBeNull();
      expect(guardRedirect("/no-such-page", auth)).toBeNull();
    }
  });
});

describe("guardRedirect: riders see only /rider", () => {
  it("shows a rider the rider's page", () => {
    expect(guardRedirect("/rider", rider)).toBeNull();
    expect(guardRedirect("/rider/", rider)).toBeNull();
    expect(guardRedirect("/RIDER", rider)).toBeNull();
    expect(guardRedirect("/%72ider", rider)).toBeNull();
  });

  it.each([
    "/",
    "",
    "/shop/home",
    "/shop/account",
    "/shop/listing/42",
    "/admin/dashboard",
    "/admin/orders",
    "/kitchen",
    "/kitchen/3f2a",
    "/auth/login",
    "/auth/register",
    "/auth/verify-otp",
    "/unauth-page",
    "/no-such-page",
    "/rider/orders",
    "/riders",
  ])("sends a rider from %s to /rider", (path) => {
    expect(guardRedirect(path, rider)).toBe(RIDER_HOME_PATH);
  });

  it.each([customer, admin, superadmin])("sends anyone signed in who is not a rider from /rider to /unauth-page (%o)", (auth) => {
    expect(guardRedirect("/rider", auth)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/rider/", auth)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/Rider", auth)).toBe(UNAUTH_PATH);
    expect(guardRedirect("/rider/anything", auth)).toBe(UNAUTH_PATH);
  });

  it("leaves a path that only starts like /rider to the other rules (the not-found page)", () => {
    expect(guardRedirect("/riders", customer)).toBeNull();
    expect(guardRedirect("/riders", admin)).toBeNull();
  });

  it("sends a signed-out visitor of /rider to sign in, and back to /rider after", () => {
    expect(guardRedirect("/rider", loggedOut)).toBe(LOGIN_PATH);
    expect(returnAfterSignIn("/rider")).toBe("/rider");
    expect(returnAfterSignIn("/rider/")).toBe("/rider/");
    expect(returnToFromState({ returnTo: "/rider" })).toBe("/rider");
    expect(returnAfterSignIn("/rider/orders")).toBeNull();
    expect(returnAfterSignIn("/riders")).toBeNull();
  });
});

describe("guardRedirect: never loops", () => {
  const paths = [
    "/",
    "/auth/login",
    "/auth/register",
    "/shop/home",
    "/admin/dashboard",
    "/unauth-page",
    "/x",
    "/shop",
    "/admin",
    "/rider",
    "/kitchen/3f2a",
  ];
  it.each([loggedOut, customer, admin, superadmin, rider])("every redirect target is itself allowed (%o)", (auth) => {
    for (const path of paths) {
      const target = guardRedirect(path, auth);
      if (target !== null) expect(guardRedirect(target, auth)).toBeNull();
    }
  });
});

describe("homePathFor", () => {
  it("sends ADMIN and SUPERADMIN to the dashboard, CUSTOMER to the shop and RIDER to /rider", () => {
    expect(homePathFor("ADMIN")).toBe("/admin/dashboard");
    expect(homePathFor("SUPERADMIN")).toBe("/admin/dashboard");
    expect(homePathFor("CUSTOMER")).toBe("/shop/home");
    expect(homePathFor("RIDER")).toBe("/rider");
  });

  it("is where a rider lands after signing in (the guard's answer on the login page)", () => {
    expect(guardRedirect("/auth/login", rider)).toBe("/rider");
  });
});

describe("returnAfterSignIn: the kitchen board is returned to after signing in", () => {
  it("returns to /kitchen and a restaurant's board", () => {
    expect(returnAfterSignIn("/kitchen")).toBe("/kitchen");
    expect(returnAfterSignIn("/kitchen/3f2a")).toBe("/kitchen/3f2a");
    expect(guardRedirect("/kitchen/3f2a", loggedOut)).toBe(LOGIN_PATH);
  });

  it("sends every other page to the usual home page", () => {
    for (const path of [
      "/shop/account",
      "/admin/orders",
      "/kitchenware",
      "/kitchen/a/b",
      "https://example.com/kitchen",
      "https://example.com/rider",
    ]) {
      expect(returnAfterSignIn(path)).toBeNull();
    }
  });

  it("reads the page from the login page's navigation state, and nothing else from it", () => {
    expect(returnToFromState({ returnTo: "/kitchen/3f2a" })).toBe("/kitchen/3f2a");
    expect(returnToFromState({ returnTo: "/admin/users" })).toBeNull();
    expect(returnToFromState({ email: "cook@example.com" })).toBeNull();
    expect(returnToFromState(null)).toBeNull();
  });

  it("lets a customer and an admin open the kitchen board", () => {
    expect(guardRedirect("/kitchen/3f2a", customer)).toBeNull();
    expect(guardRedirect("/kitchen", admin)).toBeNull();
  });
});
