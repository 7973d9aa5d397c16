import ArrowDownOutlined from "@ant-design/icons/ArrowDownOutlined";
import ArrowUpOutlined from "@ant-design/icons/ArrowUpOutlined";
import DeleteOutlined from "@ant-design/icons/DeleteOutlined";
import { Button } from "antd";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { AdminCatalogueBannersQuery } from "../../gql/graphql";
import type { MoveDirection } from "./banner-order";
import styles from "./features-page.module.css";

export type AdminBanner = AdminCatalogueBannersQuery["banners"][number];

export interface BannerListProps {
  banners: AdminBanner[];
  /** Moves still on their way to the server. */
  busy: boolean;
  /** After a move: the banner and the button that should get the focus back. */
  focusTarget: { id: string; direction: MoveDirection } | null;
  onMove: (index: number, direction: MoveDirection) => void;
  onDelete: (banner: AdminBanner, position: number) => void;
}

/** The current banners in carousel order, each with move up / move down / delete buttons. */
export function BannerList({ banners, busy, focusTarget, onMove, onDelete }: BannerListProps) {
  const { t } = useTranslation();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // A moved row is re-inserted in the DOM, which drops the keyboard focus: give it back.
  useEffect(() => {
    if (!focusTarget) return;
    buttons.current.get(`${focusTarget.id}:${focusTarget.direction}`)?.focus();
  }, [focusTarget, banners]);

  const buttonRef = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  if (banners.length === 0) return <p className={styles.empty}>{t("adminCatalogue.banners.empty")}</p>;

  return (
    <ol className={styles.list} aria-busy={busy}>
      {banners.map((banner, index) => {
        const position = index + 1;
        return (
          <li key={banner.id} className={styles.item}>
            <img
              className={styles.bannerImage}
              src={banner.image}
              alt={t("adminCatalogue.banners.bannerAlt", { position })}
              loading="lazy"
            />
            <div className={styles.itemBar}>
              <span className={styles.position} aria-hidden="true">
                {t("adminCatalogue.banners.position", { position })}
              </span>
              <div className={styles.itemActions}>
                <Button
                  ref={buttonRef(`${banner.id}:up`)}
                  icon={<ArrowUpOutlined aria-hidden />}
                  disabled={index === 0}
                  onClick={() => onMove(index, "up")}
                  aria-label={t("adminCatalogue.banners.moveUp", { position })}
                />
                <Button
                  ref={buttonRef(`${banner.id}:down`)}
                  icon={<ArrowDownOutlined aria-hidden />}
                  disabled={index === banners.length - 1}
                  onClick={() => onMove(index, "down")}
                  aria-label={t("adminCatalogue.banners.moveDown", { position })}
                />
                <Button
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => onDelete(banner, position)}
                  aria-label={t("adminCatalogue.banners.deleteOf", { position })}
                >
                  {t("adminCatalogue.common.delete")}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
