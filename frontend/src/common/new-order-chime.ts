/**
 * A short two-note chime for a new order, made with the Web Audio API (no sound file to
 * download), for the admin panel and the kitchen board. Browsers let a page make sound only
 * after the user has interacted with it, so the audio is switched on by a click or key press
 * (the first one anywhere, or the kitchen's "Turn sound on"), and until then the chime is
 * silently skipped: never an error, never a prompt.
 */
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  if (typeof window === "undefined" || typeof window.AudioContext !== "function") return null;
  try {
    context = new window.AudioContext();
  } catch {
    return null;
  }
  return context;
}

/** Switches the audio on at the admin's first gesture; returns the clean-up for unmounting. */
export function unlockChimeOnFirstGesture(): () => void {
  const unlock = () => {
    const audio = audioContext();
    if (audio && audio.state === "suspended") void audio.resume().catch(() => undefined);
    remove();
  };
  const remove = () => {
    window.removeEventListener("pointerdown", unlock);
    window.removeEventListener("keydown", unlock);
  };
  window.addEventListener("pointerdown", unlock);
  window.addEventListener("keydown", unlock);
  return remove;
}

function tone(audio: AudioContext, frequency: number, start: number, length: number) {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  // A soft attack and decay: no click at either end.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + length + 0.02);
}

/**
 * Switches the audio on now; call it from a click or key press. Resolves true when the browser
 * lets the page make sound.
 */
export async function enableChime(): Promise<boolean> {
  const audio = audioContext();
  if (!audio) return false;
  if (audio.state === "suspended") await audio.resume().catch(() => undefined);
  return audio.state === "running";
}

/** Whether a chime would be heard now (the browser's audio was switched on by a gesture). */
export function chimeAudible(): boolean {
  return context?.state === "running";
}

/** Plays the chime if the browser allows sound now; otherwise does nothing. */
export function playNewOrderChime(): void {
  const audio = context;
  if (!audio || audio.state !== "running") return;
  try {
    const now = audio.currentTime;
    tone(audio, 880, now, 0.15);
    tone(audio, 1320, now + 0.17, 0.22);
  } catch {
    // Sound is a nicety: a browser that refuses it changes nothing else.
  }
}
