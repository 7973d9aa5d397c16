import { staffApiErrors } from "./en/staff-errors";
import { rider } from "./en/rider";
import type { Widen } from "./en";

/**
 * The rider's page in English: only riders open it, so its texts are a chunk of their own that
 * the rider's route loads (`loadCatalogue("rider")`); no other page downloads them.
 */
export const enRider = {
  apiErrors: staffApiErrors,
  rider,
} as const;

/** The shape every language's rider catalogue has. */
export type RiderCatalogue = Widen<typeof enRider>;
