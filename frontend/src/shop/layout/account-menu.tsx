import AppstoreOutlined from "@ant-design/icons/AppstoreOutlined";
import LogoutOutlined from "@ant-design/icons/LogoutOutlined";
import UserOutlined from "@ant-design/icons/UserOutlined";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { initialsOf } from "../../common/initials";
import { useLogout } from "../../common/use-logout";
import { KITCHEN_PATH, useHasKitchen } from "./kitchen-access";
import { SHOP_ACCOUNT_PATH } from "./shop-nav-links";
import styles from "./shop-layout.module.css";
import { UserAvatar } from "./user-avatar";

/**
 * The avatar button and its menu, My Account and Log Out (docs/architecture.md#screens), and Kitchen for people on a
 * restaurant's staff (asked when the menu first opens), as a WAI-ARIA menu button:
 * Enter, Space or the arrows open it, the arrows, Home and End move, Escape closes it and
 * returns focus to the avatar, and a click outside closes it. (Hand-made rather than antd's
 * Dropdown, which would add ~15 KB gzip to the shop's first download.)
 */
export function AccountMenu({ userName }: { userName: string }) {
  const { t } = useTranslation();
  const { logout } = useLogout();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<"first" | "last" | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return undefined;
    const list = items();
    if (focusOnOpen.current === "last") list[list.length - 1]?.focus();
    else if (focusOnOpen.current === "first") list[0]?.focus();
    focusOnOpen.current = null;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const openMenu = (focus: "first" | "last") => {
    focusOnOpen.current = focus;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      openMenu("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openMenu("last");
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "ArrowDown") move(index + 1);
    else if (event.key === "ArrowUp") move(index - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "Tab") close(false);
  };

  return (
    <div className={styles.menuRoot} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.iconButton}
        aria-label={t("shop.accountMenu", { name: userName, initials: initialsOf(userName) })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openMenu("first"))}
        onKeyDown={onButtonKeyDown}
      >
        <UserAvatar name={userName} />
      </button>
      {open && (
        <ul id={menuId} ref={menuRef} role="menu" aria-labelledby={buttonId} className={styles.menu} onKeyDown={onMenuKeyDown}>
          <li role="none" className={styles.menuName} aria-hidden="true">
            {userName}
          </li>
          <li role="none">
            <Link role="menuitem" tabIndex={-1} to={SHOP_ACCOUNT_PATH} className={styles.menuItem} onClick={() => close(false)}>
              <UserOutlined aria-hidden /> {t("shop.myAccount")}
            </Link>
          </li>
          <KitchenMenuItem onChoose={() => close(false)} />
          <li role="none">
            <button
              role="menuitem"
              tabIndex={-1}
              type="button"
              className={styles.menuItem}
              onClick={() => {
                close(false);
                void logout();
              }}
            >
              <LogoutOutlined aria-hidden /> {t("shop.logOut")}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** "Kitchen", to the kitchen board, for people on a restaurant's staff; nothing for everyone else. */
function KitchenMenuItem({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  if (!useHasKitchen()) return null;
  return (
    <li role="none">
      <Link role="menuitem" tabIndex={-1} to={KITCHEN_PATH} className={styles.menuItem} onClick={onChoose}>
        <AppstoreOutlined aria-hidden /> {t("shop.kitchen")}
      </Link>
    </li>
  );
}
