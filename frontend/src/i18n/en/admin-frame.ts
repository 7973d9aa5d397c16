/** The admin panel's frame: navigation and role names (its pages' texts load with them). */
export const adminFrame = {
  panel: "Ruchi Admin",
  nav: "Admin",
  dashboard: "Dashboard",
  restaurants: "Restaurants",
  orders: "Orders",
  banners: "Banners",
  notifications: "Notifications",
  users: "Users",
  roleAdmin: "Admin",
  roleSuperadmin: "Superadmin",
  logout: "Logout",
  openNav: "Open navigation",
  welcome: "Welcome, {{name}}",
} as const;
