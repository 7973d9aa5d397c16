import MutedOutlined from "@ant-design/icons/MutedOutlined";
import SoundOutlined from "@ant-design/icons/SoundOutlined";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import type { KitchenSound } from "./use-kitchen-sound";
import styles from "../kitchen-frame.module.css";

/**
 * The chime's switch, named for what it does: "Turn sound on" until the kitchen wants the chime,
 * then "Turn sound off". After a reload the browser waits for a tap before it lets the page
 * sound: until then the button asks for it (any tap on the page will do). `compact` (a phone's
 * header): only the icon, the words as its name and tooltip.
 */
export function SoundButton({ sound, compact }: { sound: KitchenSound; compact: boolean }) {
  const { t } = useTranslation();
  const [label, icon, onClick] = !sound.wanted
    ? [t("kitchen.sound.turnOn"), <MutedOutlined key="off" aria-hidden />, () => void sound.turnOn()]
    : !sound.audible
      ? [t("kitchen.sound.blocked"), <MutedOutlined key="off" aria-hidden />, () => void sound.turnOn()]
      : [t("kitchen.sound.turnOff"), <SoundOutlined key="on" aria-hidden />, sound.turnOff];
  return (
    <Button
      type={sound.wanted && !sound.audible ? "dashed" : "default"}
      className={sound.wanted && sound.audible ? styles.soundOn : undefined}
      icon={icon}
      onClick={onClick}
      aria-label={compact ? label : undefined}
      title={compact ? label : sound.wanted ? undefined : t("kitchen.sound.hint")}
    >
      {compact ? null : label}
    </Button>
  );
}
