import { staffApiErrors } from "./te/staff-errors";
import { rider } from "./te/rider";
import type { RiderCatalogue } from "./en-rider";

/** The rider's page in Telugu, the counterpart of `enRider`: its own chunk, loaded with the rider's route. */
export const teRider: RiderCatalogue = {
  apiErrors: staffApiErrors,
  rider,
};
