import type { AdminCatalogue } from "../en-admin";

/** The admin panel's frame in Telugu: navigation and role names. */
export const adminFrame: AdminCatalogue["admin"] = {
  panel: "Ruchi అడ్మిన్",
  nav: "అడ్మిన్",
  dashboard: "డ్యాష్‌బోర్డ్",
  restaurants: "రెస్టారెంట్లు",
  orders: "ఆర్డర్లు",
  banners: "బ్యానర్లు",
  notifications: "నోటిఫికేషన్లు",
  users: "యూజర్లు",
  roleAdmin: "అడ్మిన్",
  roleSuperadmin: "సూపర్ అడ్మిన్",
  logout: "లాగౌట్",
  openNav: "మెనూ తెరవండి",
  welcome: "స్వాగతం, {{name}}",
};
