import type { HTMLAttributes } from "react";
import styles from "./card-list.module.css";

/** The phone form of a list page: its rows as a column of cards, each child one `<li>`. */
export function CardList({ className, ...props }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={className ? `${styles.cards} ${className}` : styles.cards} {...props} />;
}
