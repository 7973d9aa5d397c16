import { ValidateBy, type ValidationArguments } from "class-validator";
import { rules } from "./compose-decorators";
import { Required } from "./validation";

export const PHONE_MESSAGE = "Enter Valid Phone Number";
export const PINCODE_MESSAGE = "Enter a valid 6-digit pincode";

/**
 * Writes the trimmed value back onto the input being validated, so what every service stores is
 * exactly the digits, whichever adapter the input came through and whether or not the service
 * trims (the columns are varchar(10) and varchar(6), with CHECKs on addresses).
 */
function keepTrimmed(args: ValidationArguments, trimmed: string): true {
  (args.object as Record<string, unknown>)[args.property] = trimmed;
  return true;
}

/** Exactly `count` digits once the spaces around them are trimmed; nothing inside them, no +91. */
const digits = (name: string, count: number, message: string, blankMeansNone = false) => {
  const pattern = new RegExp(`^\\d{${count}}$`);
  return ValidateBy({
    name,
    validator: {
      validate(value, args) {
        if (typeof value !== "string") return false;
        const trimmed = value.trim();
        if (pattern.test(trimmed) || (blankMeansNone && trimmed === "")) return keepTrimmed(args!, trimmed);
        return false;
      },
      defaultMessage: () => message,
    },
  });
};

/**
 * The one phone rule (register, addresses, restaurants): a mobile number of exactly 10 digits;
 * spaces around it are trimmed, spaces or signs inside it are refused (the forms turn
 * "+91 98765 43210" into the 10 digits before sending). `optional`: the field may be left out, or
 * sent blank for "no phone" (a restaurant's phone column is "" when there is none).
 */
export function Phone(options: { optional?: boolean } = {}): PropertyDecorator {
  const tenDigits = digits("phone", 10, PHONE_MESSAGE, options.optional);
  return options.optional ? tenDigits : rules(Required("Phone"), tenDigits);
}

/** The one pincode rule (addresses, the pincode look-up): 6 digits, spaces around them trimmed. */
export const Pincode = (): PropertyDecorator => digits("pincode", 6, PINCODE_MESSAGE);
