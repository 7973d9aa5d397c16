/** A backup's file name says when it was taken, in UTC: ruchi-2026-11-28T033012Z.tar. */
const NAME = /^ruchi-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})(\d{2})Z\.tar$/;

export function backupFileName(takenAt: Date): string {
  const iso = takenAt.toISOString();
  return `ruchi-${iso.slice(0, 10)}T${iso.slice(11, 19).replaceAll(":", "")}Z.tar`;
}

/** When the backup named `name` was taken; null for any other file (never pruned). */
export function backupTakenAt(name: string): Date | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const [, date, hours, minutes, seconds] = match;
  const at = new Date(`${date}T${hours}:${minutes}:${seconds}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}
