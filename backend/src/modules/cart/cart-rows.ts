import type { EntityManager } from "typeorm";
import { MAX_CART_QUANTITY } from "./cart.inputs";
import { CartItem } from "./cart-item.entity";

export interface CartRow {
  id: string;
  userId: string;
  restaurantId: string | null;
}

export interface CartItemRow {
  id: string;
  menuItemId: string;
  quantity: number;
}

export interface CartSnapshot {
  cart: CartRow;
  /** Oldest line first. */
  items: CartItemRow[];
}

interface SnapshotRecord {
  cartId: string;
  restaurantId: string | null;
  itemId: string | null;
  menuItemId: string | null;
  quantity: number | null;
}

/**
 * The SQL of carts and cart_items. It runs on the manager it is given, so inside a transaction
 * every statement stays on the transaction's connection (a second connection taken while the
 * cart row is locked could wait forever for a pool that the waiting requests hold).
 */
export class CartRows {
  constructor(private readonly db: EntityManager) {}

  /** The cart and its lines in one statement; null when the customer has never had a cart. */
  async snapshot(userId: string): Promise<CartSnapshot | null> {
    const records: SnapshotRecord[] = await this.db.query(
      `SELECT c.id AS "cartId", c.restaurant_id AS "restaurantId",
              ci.id AS "itemId", ci.menu_item_id AS "menuItemId", ci.quantity
         FROM carts c LEFT JOIN cart_items ci ON ci.cart_id = c.id
        WHERE c.user_id = $1
        ORDER BY ci.created_at, ci.id`,
      [userId],
    );
    const first = records[0];
    if (!first) return null;
    const items = records
      .filter((record) => record.itemId !== null)
      .map((record) => ({ id: record.itemId!, menuItemId: record.menuItemId!, quantity: record.quantity! }));
    return { cart: { id: first.cartId, userId, restaurantId: first.restaurantId }, items };
  }

  /** Creates the customer's cart unless it exists; the unique user_id makes a second one impossible. */
  async create(userId: string): Promise<CartRow | null> {
    const created: Array<{ id: string }> = await this.db.query(
      `INSERT INTO carts (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING RETURNING id`,
      [userId],
    );
    return created[0] ? { id: created[0].id, userId, restaurantId: null } : null;
  }

  /**
   * Locks the customer's cart row until the transaction ends, so one customer's cart changes run
   * one after another (two tabs, double clicks). Returns the cart's id.
   */
  async lock(userId: string): Promise<string> {
    const locked: Array<{ id: string }> = await this.db.query(`SELECT id FROM carts WHERE user_id = $1 FOR UPDATE`, [userId]);
    return locked[0]!.id;
  }

  /**
   * The restaurant whose items the cart holds now (read from the items, the truth), or null when
   * the cart is empty. Run after lock(): READ COMMITTED then sees every change made before it.
   */
  async currentRestaurant(cartId: string): Promise<{ id: string; name: string } | null> {
    const rows: Array<{ id: string; name: string }> = await this.db.query(
      `SELECT r.id, r.name
         FROM cart_items ci
         JOIN menu_items mi ON mi.id = ci.menu_item_id
         JOIN restaurants r ON r.id = mi.restaurant_id
        WHERE ci.cart_id = $1
        LIMIT 1`,
      [cartId],
    );
    return rows[0] ?? null;
  }

  /** Adds units to a line, creating it if needed, in one atomic statement; a line stops at 99. */
  async addUnits(cartId: string, menuItemId: string, quantity: number): Promise<void> {
    await this.db.query(
      `INSERT INTO cart_items (cart_id, menu_item_id, quantity) VALUES ($1, $2, $3)
       ON CONFLICT (cart_id, menu_item_id)
       DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, ${MAX_CART_QUANTITY}), updated_at = now()`,
      [cartId, menuItemId, quantity],
    );
  }

  /** Sets a line's quantity; false when the cart has no such line. */
  async setQuantity(cartId: string, menuItemId: string, quantity: number): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .update(CartItem)
      .set({ quantity })
      .where("cart_id = :cartId AND menu_item_id = :menuItemId", { cartId, menuItemId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  /** Removes a line; false when the cart has no such line. */
  async removeLine(cartId: string, menuItemId: string): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .delete()
      .from(CartItem)
      .where("cart_id = :cartId AND menu_item_id = :menuItemId", { cartId, menuItemId })
      .execute();
    return (result.affected ?? 0) > 0;
  }

  async removeAllLines(cartId: string): Promise<void> {
    await this.db.createQueryBuilder().delete().from(CartItem).where("cart_id = :cartId", { cartId }).execute();
  }

  async setRestaurant(cartId: string, restaurantId: string): Promise<void> {
    await this.db.query(`UPDATE carts SET restaurant_id = $2, updated_at = now() WHERE id = $1`, [cartId, restaurantId]);
  }

  /** An empty cart belongs to no restaurant: the next item may come from any. */
  async releaseRestaurantIfEmpty(cartId: string): Promise<void> {
    await this.db.query(
      `UPDATE carts SET restaurant_id = NULL, updated_at = now()
        WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM cart_items WHERE cart_id = $1)`,
      [cartId],
    );
  }
}
