/** The limits and messages of image uploads, shared by the service, both adapters and the tests. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Refuses decompression bombs: a small file that would decode to a huge bitmap. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Stored pictures fit within this box; smaller ones keep their size. */
export const MAX_IMAGE_DIMENSION = 1600;

export const WEBP_QUALITY = 80;

export const UPLOAD_MESSAGES = {
  tooLarge: "The image must be 5 MB or smaller",
  unsupported: "Only JPEG, PNG and WebP images are allowed",
  unreadable: "The image could not be read. It may be damaged; please choose another one.",
  tooManyPixels: "The image is too large: it may have at most 40 megapixels",
  oneFile: "Upload one image at a time",
  noFile: "Choose an image to upload",
} as const;
