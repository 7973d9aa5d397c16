/**
 * Roughly the bounding box of Andhra Pradesh: where a restaurant may stand. It is a box, so it
 * also takes in bits of the neighbouring states; it exists to catch swapped or mistyped
 * coordinates, not to draw the border.
 */
export const ANDHRA_PRADESH_BOUNDS = { minLatitude: 12.6, maxLatitude: 19.95, minLongitude: 76.7, maxLongitude: 84.8 } as const;

export const OUTSIDE_ANDHRA_PRADESH = "The location must be in Andhra Pradesh";

export const STATE_NAME = "Andhra Pradesh";

/** What every query that takes the customer's coordinates answers when they are not usable. */
export const INVALID_COORDINATES = "Please provide valid latitude and longitude to get nearby restaurants.";
