import type { ManifestOptions } from "vite-plugin-pwa";

/** The shortcuts' icons, drawn by frontend/scripts/shortcut-icons.ts. */
const ICONS = "/icons";

/**
 * Ruchi's web app manifest (served as /manifest.webmanifest, linked from index.html by
 * vite-plugin-pwa): what a phone needs to install Ruchi on its home screen and open it like an
 * app. The colours are the app's own (theme.ts): the header's brand shade for the status bar,
 * white behind the splash like the page's own first screen (index.html). No `icons`: the build
 * lists the app icons it draws from the brand mark (frontend/pwa-assets.config.ts).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: "/",
  name: "Ruchi",
  short_name: "Ruchi",
  description: "Order food from the restaurants of your town that deliver to you. Cash on delivery.",
  lang: "en",
  dir: "ltr",
  start_url: "/shop/home",
  scope: "/",
  display: "standalone",
  theme_color: "#c4421a",
  background_color: "#ffffff",
  categories: ["food", "shopping"],
  shortcuts: [
    {
      name: "Restaurants",
      short_name: "Restaurants",
      url: "/shop/listing",
      icons: [{ src: `${ICONS}/shortcut-restaurants-96.png`, sizes: "96x96", type: "image/png" }],
    },
    {
      name: "My Orders",
      short_name: "Orders",
      url: "/shop/account?tab=orders",
      icons: [{ src: `${ICONS}/shortcut-orders-96.png`, sizes: "96x96", type: "image/png" }],
    },
  ],
};
