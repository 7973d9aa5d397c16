import type { AppError } from "../../common/errors";
import type { BackendTexts } from "../../i18n/en";
import type { Language } from "../../i18n/language";
import { wallClockText } from "../../i18n/time-of-day";

/** One line of a customer's past order, as "Order again" puts it back into the cart. */
export interface PastOrderLine {
  /** Null once the menu item was deleted (its restaurant's deletion takes its items too). */
  menuItemId: string | null;
  /** The item's name when it was ordered: the one the customer knows it by. */
  name: string;
  /** The choices made then, with their names then (order_lines.options). */
  options: ReadonlyArray<{ id: string; name: string }>;
  quantity: number;
}

/**
 * Reads the lines of one of the customer's own orders, in their order; null when the customer has
 * no order with that id. The orders module registers it (it comes after the cart, which therefore
 * names no order: docs/architecture.md#dependency-rules).
 */
export type PastOrderLines = (userId: string, orderId: string) => Promise<PastOrderLine[] | null>;

/**
 * Why a past line stayed out of the cart, in the reader's words, from the refusal the add path
 * gave it (cart.service.ts orderable and option-choice.ts): the same checks as a customer's own add.
 */
export function leftOutText(texts: BackendTexts["reorder"], language: Language, line: PastOrderLine, refusal: AppError): string {
  const item = line.name;
  const details = refusal.details ?? {};
  const optionName = (id: unknown) => line.options.find((option) => option.id === id)?.name;
  switch (refusal.code) {
    case "RESTAURANT_CLOSED":
      return texts.closed({ item, restaurant: String(details.restaurantName ?? "") });
    case "ITEM_UNAVAILABLE":
      return texts.soldOut({ item });
    case "ITEM_NOT_AVAILABLE_NOW":
      return texts.notNow({ item, from: wallClockText(String(details.availableFrom ?? ""), language) });
    case "OPTION_UNAVAILABLE": {
      // A sold-out option names itself (optionId); options removed since come as optionIds.
      const soldOut = optionName(details.optionId);
      if (soldOut) return texts.optionSoldOut({ item, option: soldOut });
      const removed = Array.isArray(details.optionIds) ? details.optionIds.map(optionName).filter(Boolean) : [];
      return removed.length > 0 ? texts.optionRemoved({ item, option: removed.join(", ") }) : texts.choicesChanged({ item });
    }
    case "OPTION_REQUIRED":
    case "TOO_MANY_OPTIONS":
      return texts.choicesChanged({ item });
    default:
      // NOT_FOUND: the item (or its restaurant) was deleted.
      return texts.removed({ item });
  }
}
