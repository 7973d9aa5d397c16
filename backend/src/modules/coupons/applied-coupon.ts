import type { EntityManager } from "typeorm";
import { recipientLanguage, type Language } from "../../i18n/language";
import { CartCoupon } from "./cart-coupon.entity";
import { Coupon } from "./coupon.entity";

/** The coupon applied to this cart, or null. */
export async function appliedCoupon(db: EntityManager, cartId: string): Promise<Coupon | null> {
  const applied = await db.getRepository(CartCoupon).findOne({ where: { cartId }, relations: { coupon: true } });
  return applied?.coupon ?? null;
}

/** The language a customer's texts are written in when no request says it (their account's choice, else English). */
export async function accountLanguage(db: EntityManager, userId: string): Promise<Language> {
  const rows: Array<{ preferred_language: Language | null }> = await db.query(`SELECT preferred_language FROM users WHERE id = $1`, [
    userId,
  ]);
  return recipientLanguage(rows[0]?.preferred_language);
}
