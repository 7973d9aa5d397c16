import { MutedOutlined, SoundOutlined } from "@ant-design/icons";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import type { KitchenSound } from "./use-kitchen-sound";
import styles from "../kitchen-frame.module.css";

/**
 * The chime's switch, named for what it does: "Turn sound on" until the kitchen wants the chime,
 * then "Turn sound off". After a reload the browser waits for a tap before it lets the page
 * sound: until then the button asks for it (any tap on the page will do).
 */
export function SoundButton({ sound }: { sound: KitchenSound }) {
  const { t } = useTranslation();
  if (!sound.wanted) {
    return (
      <Button icon={<MutedOutlined aria-hidden />} onClick={() => void sound.turnOn()} title={t("kitchen.sound.hint")}>
        {t("kitchen.sound.turnOn")}
      </Button>
    );
  }
  if (!sound.audible) {
    return (
      <Button type="dashed" icon={<MutedOutlined aria-hidden />} onClick={() => void sound.turnOn()}>
        {t("kitchen.sound.blocked")}
      </Button>
    );
  }
  return (
    <Button icon={<SoundOutlined aria-hidden />} className={styles.soundOn} onClick={sound.turnOff}>
      {t("kitchen.sound.turnOff")}
    </Button>
  );
}
