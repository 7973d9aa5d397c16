import type { CSSProperties, HTMLAttributes } from "react";
import styles from "./card-grid.module.css";

interface CardGridProps extends HTMLAttributes<HTMLUListElement> {
  /** The narrowest a card may get before the grid drops a column (default 220 px). */
  minCardWidth?: number;
}

/** A responsive grid of cards, each child one `<li>`; cards out of view are drawn only when near. */
export function CardGrid({ minCardWidth, style, ...props }: CardGridProps) {
  const width = minCardWidth ? ({ "--card-min-width": `${minCardWidth}px` } as CSSProperties) : undefined;
  return <ul className={styles.grid} style={width || style ? { ...width, ...style } : undefined} {...props} />;
}
