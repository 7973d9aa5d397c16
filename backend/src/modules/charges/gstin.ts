const BASE36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A state code (01–38), the holder's PAN (5 letters, 4 digits, a letter), an entity number, Z, a check character. */
const GSTIN_SHAPE = /^(0[1-9]|[1-3][0-9])[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN's check character: a Luhn mod 36 over its first 14 characters. */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN as the GST portal issues it (15 characters, upper case), its check character included. */
export const isGstin = (value: unknown): boolean =>
  typeof value === "string" && GSTIN_SHAPE.test(value) && checkCharacter(value.slice(0, 14)) === value[14];
