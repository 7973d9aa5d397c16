import type { Preset, UserConfig } from "@vite-pwa/assets-generator/config";

/** The mark's disc (public/favicon.svg). */
export const MARK_ORANGE = "#e4572e";

/**
 * The installed app's icons, drawn from the brand mark (public/favicon.svg) by
 * @vite-pwa/assets-generator on every build (vite-plugin-pwa's `pwaAssets`, in
 * src/service-worker/pwa-plugin.ts), which lists them in the web app manifest and links the
 * favicon and the Apple touch icon from index.html.
 *
 * - pwa-192x192.png, pwa-512x512.png ("any"): the mark as it is, on transparent ground.
 * - maskable-icon-512x512.png ("maskable"): the launcher crops it to its own shape (circle,
 *   squircle ...) and only the centred circle of 80 % of the width is sure to show. The mark is
 *   drawn at full size on its own orange, so its disc melts into the ground, which reaches the
 *   edges, and the bowl and steam stay inside that circle (scripts/pwa-assets.spec.ts measures it).
 * - apple-touch-icon-180x180.png: the same for iOS, which ignores the manifest's icons and fills
 *   a transparent corner with black.
 */
export const appIconsPreset: Preset = {
  transparent: { sizes: [192, 512], padding: 0 },
  maskable: { sizes: [512], padding: 0, resizeOptions: { background: MARK_ORANGE } },
  apple: { sizes: [180], padding: 0, resizeOptions: { background: MARK_ORANGE } },
  png: { compressionLevel: 9, palette: true },
};

export default {
  headLinkOptions: { preset: "2023" },
  preset: appIconsPreset,
  images: ["public/favicon.svg"],
} satisfies UserConfig;
