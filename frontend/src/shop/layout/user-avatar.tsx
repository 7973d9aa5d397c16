import { avatarColourOf, initialsOf } from "../../common/initials";
import styles from "./shop-layout.module.css";

/**
 * The user's avatar: initials on a colour picked from the name, drawn here as an image (the old
 * app fetched it from an external initials service; this sends the name nowhere). Decorative:
 * the button around it carries the name.
 */
export function UserAvatar({ name }: { name: string }) {
  return (
    <svg className={styles.avatar} viewBox="0 0 36 36" aria-hidden="true" focusable="false">
      <circle cx="18" cy="18" r="18" fill={avatarColourOf(name)} />
      <text x="18" y="18" dy="0.35em" textAnchor="middle" fill="#ffffff" fontSize="14" fontWeight="700">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
