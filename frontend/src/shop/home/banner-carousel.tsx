import LeftOutlined from "@ant-design/icons/LeftOutlined";
import PauseOutlined from "@ant-design/icons/PauseOutlined";
import CaretRightOutlined from "@ant-design/icons/CaretRightOutlined";
import RightOutlined from "@ant-design/icons/RightOutlined";
import { useQuery } from "@apollo/client/react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { BannersDocument } from "./home-documents";
import { nextSlide, previousSlide, ROTATION_MS } from "./carousel-rotation";
import styles from "./banner-carousel.module.css";

/**
 * The home's offers (spec: auto-rotating every 15 s, previous / next). Rotation stops while the
 * pointer or keyboard focus is on it, or when the customer pauses it (WCAG 2.2.2); the box keeps
 * the banners' 3:1 shape from the start so nothing below it moves.
 */
export function BannerCarousel() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(BannersDocument);
  const banners = data?.banners ?? [];
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [paused, setPaused] = useState(false);
  const [announce, setAnnounce] = useState(false);
  const id = useId();
  const rotating = count > 1 && !hovered && !focused && !paused;
  const current = count > 0 ? Math.min(index, count - 1) : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => setIndex((i) => nextSlide(i, count)), ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [rotating, count]);

  if (loading && !data) return <div className={styles.placeholder} aria-hidden="true" />;
  if (count === 0) return null;

  /** A slide the customer asked for is announced; automatic turns are not. */
  const show = (next: number) => {
    setAnnounce(true);
    setIndex(next);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("home.bannersLabel")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} id={`${id}-slides`} aria-live={announce && !rotating ? "polite" : "off"}>
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            className={position === current ? `${styles.slide} ${styles.active}` : styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={t("home.bannerPosition", { index: position + 1, count })}
            aria-hidden={position === current ? undefined : true}
            inert={position !== current}
          >
            <img
              src={banner.image}
              alt={t("home.bannerAlt", { index: position + 1, count })}
              width={1200}
              height={400}
              loading={position === 0 ? "eager" : "lazy"}
              fetchPriority={position === 0 ? "high" : "auto"}
              decoding="async"
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.control}
            onClick={() => setPaused(!paused)}
            aria-label={paused ? t("home.playBanners") : t("home.pauseBanners")}
          >
            {paused ? <CaretRightOutlined aria-hidden /> : <PauseOutlined aria-hidden />}
          </button>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(previousSlide(current, count))}
            aria-controls={`${id}-slides`}
            aria-label={t("home.previousBanner")}
          >
            <LeftOutlined aria-hidden />
          </button>
          <ol className={styles.dots}>
            {banners.map((banner, position) => (
              <li key={banner.id}>
                <button
                  type="button"
                  className={styles.dot}
                  onClick={() => show(position)}
                  aria-controls={`${id}-slides`}
                  aria-current={position === current ? "true" : undefined}
                  aria-label={t("home.showBanner", { index: position + 1 })}
                />
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.control}
            onClick={() => show(nextSlide(current, count))}
            aria-controls={`${id}-slides`}
            aria-label={t("home.nextBanner")}
          >
            <RightOutlined aria-hidden />
          </button>
        </div>
      )}
    </section>
  );
}
