import { useCallback, useEffect, useState } from "react";
import { chimeAudible, enableChime, playNewOrderChime } from "../../common/new-order-chime";
import { readSoundChoice, saveSoundChoice } from "./sound-choice";

export interface KitchenSound {
  /** The kitchen asked for sound on this device. */
  wanted: boolean;
  /** The browser lets the page sound now (it needs a tap after every page load). */
  audible: boolean;
  turnOn: () => Promise<void>;
  turnOff: () => void;
  /** Chimes for a new order, when the kitchen wants sound and the browser allows it. */
  chime: () => void;
}

/**
 * The new-order chime of the kitchen board: off until the kitchen presses "Turn sound on"
 * (which also plays it once, so they hear what is coming), remembered on the device. After a
 * reload the browser needs one more tap anywhere before it lets the page sound; the board asks
 * for it and takes the first one.
 */
export function useKitchenSound(): KitchenSound {
  const [wanted, setWanted] = useState(readSoundChoice);
  const [audible, setAudible] = useState(chimeAudible);

  useEffect(() => {
    if (!wanted || audible) return undefined;
    const unlock = () => void enableChime().then(setAudible);
    window.addEventListener("pointerdown", unlock);
    window.addEventListener("keydown", unlock);
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
    };
  }, [wanted, audible]);

  const turnOn = useCallback(async () => {
    saveSoundChoice(true);
    setWanted(true);
    const allowed = await enableChime();
    setAudible(allowed);
    if (allowed) playNewOrderChime();
  }, []);

  const turnOff = useCallback(() => {
    saveSoundChoice(false);
    setWanted(false);
  }, []);

  const chime = useCallback(() => {
    if (wanted) playNewOrderChime();
  }, [wanted]);

  return { wanted, audible, turnOn, turnOff, chime };
}
