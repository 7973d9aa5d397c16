/** Moving one banner in the carousel order, as reorderBanners wants it: every id once, in the new order. */

export type MoveDirection = "up" | "down";

/** The ids with the one at `index` moved one place; null when it cannot move that way. */
export function moveBanner(ids: readonly string[], index: number, direction: MoveDirection): string[] | null {
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/**
 * Which button should hold the focus after a move: the same one, unless the banner reached an
 * end of the list and that button is now disabled.
 */
export function focusAfterMove(newIndex: number, count: number, direction: MoveDirection): MoveDirection {
  if (direction === "up" && newIndex === 0) return "down";
  if (direction === "down" && newIndex === count - 1) return "up";
  return direction;
}
