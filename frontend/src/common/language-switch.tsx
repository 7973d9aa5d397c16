import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../i18n/i18n";
import { LANGUAGES, type Language } from "../i18n/languages";
import { chooseLanguage } from "./language/choose-language";
import { toast } from "./toast/toast";
import styles from "./language-switch.module.css";

export interface LanguageSwitchProps {
  /**
   * "inline" (default): the two buttons, always shown (sign-in pages, menu sheets, drawers).
   * "header": for a header whose small-screen menu sheet carries the switch: hidden below
   * 768 px, a globe button opening the two buttons from 768 px (where a header has room for an
   * icon only), the two buttons themselves from 900 px.
   */
  placement?: "inline" | "header";
  /** "dark" text for a light background (default); "light" for a dark one or a photo. */
  tone?: "dark" | "light";
  /** Shows "Language" above the buttons (menus, sheets); otherwise it is only announced. */
  showLabel?: boolean;
  /** The host's placement (margins, alignment); the switch sizes itself. */
  className?: string;
  /** Called once the app shows the chosen language (a sheet may close itself). */
  onSwitched?: (language: Language) => void;
}

/**
 * The language switch: one button per language, each named in its own script and marked with
 * its `lang` (so a screen reader says "తెలుగు" in a Telugu voice), the one shown pressed. Plain
 * buttons and a CSS module, no antd, so a light page (sign-in) can carry it at no cost. Switching
 * downloads the texts first and reloads nothing: the cart and a half-filled form stay.
 */
export function LanguageSwitch({ placement = "inline", tone = "dark", showLabel = false, className, onSwitched }: LanguageSwitchProps) {
  // The tone colours the buttons on the host's background; the globe's panel is always white.
  const toneClass = tone === "light" ? styles.light : "";
  if (placement === "inline") {
    return (
      <div className={[styles.root, toneClass, className].filter(Boolean).join(" ")}>
        <LanguageOptions showLabel={showLabel} onSwitched={onSwitched} />
      </div>
    );
  }
  return (
    <div className={[styles.header, className].filter(Boolean).join(" ")}>
      <div className={[styles.root, styles.headerWide, toneClass].filter(Boolean).join(" ")}>
        <LanguageOptions showLabel={showLabel} onSwitched={onSwitched} />
      </div>
      <div className={styles.headerNarrow}>
        <LanguageDisclosure light={tone === "light"} onSwitched={onSwitched} />
      </div>
    </div>
  );
}

/** The label and the two buttons. */
function LanguageOptions({ showLabel, onSwitched }: { showLabel: boolean; onSwitched?: (language: Language) => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [pending, setPending] = useState<Language | null>(null);
  const shown = currentLanguage();

  const choose = (language: Language) => {
    if (language === shown || pending) return;
    setPending(language);
    chooseLanguage(language).then(
      () => {
        setPending(null);
        onSwitched?.(language);
      },
      () => {
        setPending(null);
        toast.error(t("language.switchFailed"));
      },
    );
  };

  return (
    <>
      <span id={labelId} className={showLabel ? styles.label : "sr-only"}>
        {t("language.switchLabel")}
      </span>
      <div role="group" aria-labelledby={labelId} aria-busy={pending !== null} className={styles.options}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === shown}
            className={`${styles.option} ${language === pending ? styles.pending : ""}`}
            onClick={() => choose(language)}
          >
            {t(`language.${language}`)}
          </button>
        ))}
      </div>
    </>
  );
}

/**
 * A globe button that shows the two buttons below it (a disclosure): Escape or a click outside
 * closes it, Escape returning focus to the globe; choosing a language closes it too.
 */
function LanguageDisclosure({ light, onSwitched }: { light: boolean; onSwitched?: (language: Language) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className={styles.disclosure} ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.globe} ${light ? styles.globeLight : ""}`}
        aria-label={t("language.switchLabel")}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <GlobeIcon />
      </button>
      {open && (
        <div id={panelId} className={styles.panel}>
          <LanguageOptions
            showLabel
            onSwitched={(language) => {
              setOpen(false);
              buttonRef.current?.focus();
              onSwitched?.(language);
            }}
          />
        </div>
      )}
    </div>
  );
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <circle cx="12" cy="12" r="9" />
      <ellipse cx="12" cy="12" rx="4" ry="9" />
      <path d="M3.5 9h17M3.5 15h17" />
    </svg>
  );
}
