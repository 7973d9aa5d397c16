import { AppError } from "../../common/errors";
import { formatRupees, paiseToRupees } from "../../common/money";
import type { Language } from "../../i18n/language";
import { textsIn } from "../../i18n/texts";
import type { CouponVerdict } from "./coupon-judge";
import type { Coupon } from "./coupon.entity";

type Refusal = Extract<CouponVerdict, { ok: false }>;

const IST = "Asia/Kolkata";

/** "29 Nov 2026, 12:00 pm" in India's time, as the customer reads it. */
const whenInIndia = (moment: Date, language: Language) =>
  moment.toLocaleString(language === "te" ? "te-IN" : "en-IN", { timeZone: IST, dateStyle: "medium", timeStyle: "short" });

/** Why the coupon does not apply, in the reader's language. */
export function refusalText(
  refusal: Refusal,
  coupon: Pick<Coupon, "minOrderPaise" | "validFrom" | "weekdays">,
  language: Language,
): string {
  const texts = textsIn(language).coupon;
  switch (refusal.reason) {
    case "notYet":
      return texts.notYet({ from: whenInIndia(coupon.validFrom!, language) });
    case "notToday":
      return texts.notToday({ days: coupon.weekdays.map((day) => texts.weekday[day]).join(", ") });
    case "minOrder":
      return texts.minOrder({ missing: formatRupees(refusal.missingPaise ?? 0), minimum: formatRupees(coupon.minOrderPaise) });
    default:
      return texts[refusal.reason];
  }
}

/** What the refusal carries beside its code: the missing amount in rupees (COUPON_MIN_ORDER), when it starts (COUPON_EXPIRED). */
function refusalDetails(refusal: Refusal, coupon: Pick<Coupon, "validFrom" | "weekdays">): Record<string, unknown> | undefined {
  if (refusal.missingPaise !== undefined) return { missing: paiseToRupees(refusal.missingPaise) };
  if (refusal.reason === "notYet") return { validFrom: coupon.validFrom!.toISOString() };
  if (refusal.reason === "notToday") return { weekdays: coupon.weekdays };
  return undefined;
}

/** The AppError of a coupon refused when applied. */
export function couponRefused(
  refusal: Refusal,
  coupon: Pick<Coupon, "minOrderPaise" | "validFrom" | "weekdays">,
  language: Language,
): AppError {
  return new AppError(refusal.code, refusalText(refusal, coupon, language), refusalDetails(refusal, coupon));
}

/** The AppError of an order refused because its coupon stopped applying (and was taken off the cart). */
export function couponDropped(
  refusal: Refusal,
  coupon: Pick<Coupon, "code" | "minOrderPaise" | "validFrom" | "weekdays">,
  language: Language,
): AppError {
  const reason = refusalText(refusal, coupon, language);
  return new AppError(refusal.code, textsIn(language).coupon.dropped({ code: coupon.code, reason }), {
    ...refusalDetails(refusal, coupon),
    couponCode: coupon.code,
    couponRemoved: true,
  });
}
