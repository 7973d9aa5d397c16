import { lazy, Suspense, useCallback, useState, type ReactNode } from "react";
import { loadCatalogue } from "../../i18n/i18n";
import type { useAddToCart } from "../cart/use-add-to-cart";
import { useLazySheet } from "../layout/use-lazy-sheet";

// The option sheet (antd) and its texts (the customer part) load when a dish with choices is
// first tapped, not with the page (docs/architecture.md#budgets).
const OptionSheet = lazy(() => Promise.all([import("./option-sheet"), loadCatalogue("customer")]).then(([sheet]) => sheet));

interface Choosing {
  id: string;
  name: string;
  restaurantId: string;
}

/**
 * 'Add to Cart' of a dish card, on the menu and in the search results: a dish without choices is
 * added in one tap; one with option groups opens the option sheet. `sheet` is the sheet to render
 * (null until the first dish with choices is tapped).
 */
export function useOptionSheet({ addToCart, pendingItemId }: ReturnType<typeof useAddToCart>): {
  onAddToCart: (picked: { id: string; name: string; hasChoices: boolean }, restaurantId: string) => void;
  sheet: ReactNode;
} {
  const { mounted, open, show, hide } = useLazySheet();
  const [choosing, setChoosing] = useState<Choosing | null>(null);

  const onAddToCart = useCallback(
    (picked: { id: string; name: string; hasChoices: boolean }, restaurantId: string) => {
      if (!picked.hasChoices) return void addToCart(picked);
      setChoosing({ id: picked.id, name: picked.name, restaurantId });
      show();
    },
    [addToCart, show],
  );

  const sheet =
    mounted && choosing ? (
      <Suspense fallback={null}>
        <OptionSheet
          key={choosing.id}
          restaurantId={choosing.restaurantId}
          item={choosing}
          open={open}
          onClose={hide}
          onAdd={addToCart}
          adding={pendingItemId === choosing.id}
        />
      </Suspense>
    ) : null;

  return { onAddToCart, sheet };
}
