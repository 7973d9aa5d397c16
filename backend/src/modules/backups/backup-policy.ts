/**
 * Which backups to keep (docs/architecture.md#backups): the newest of each of the last 7 days and
 * the newest of each of the last 4 ISO weeks (Monday to Sunday), days in UTC as the file names
 * are. Pure, so the nightly prune and its spec agree.
 */
export interface BackupFile {
  name: string;
  takenAt: Date;
}

export interface KeepPolicy {
  days: number;
  weeks: number;
}

export const KEEP_POLICY: KeepPolicy = { days: 7, weeks: 4 };

const DAY_MS = 86_400_000;

const dayStart = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;
/** The Monday of at's ISO week (getUTCDay: Sunday 0). */
const weekStart = (at: Date) => dayStart(at) - ((at.getUTCDay() + 6) % 7) * DAY_MS;

/** The names of the backups the policy keeps as of `now`; one taken after `now` (a clock set back) is kept too. */
export function backupsToKeep(backups: readonly BackupFile[], now: Date, policy: KeepPolicy = KEEP_POLICY): Set<string> {
  const keep = new Set(backups.filter((backup) => backup.takenAt > now).map((backup) => backup.name));
  const past = backups.filter((backup) => backup.takenAt <= now);
  const keepNewestPer = (period: (at: Date) => number, oldest: number) => {
    const newest = new Map<number, BackupFile>();
    for (const backup of past) {
      const key = period(backup.takenAt);
      if (key < oldest) continue;
      const known = newest.get(key);
      if (!known || backup.takenAt > known.takenAt) newest.set(key, backup);
    }
    for (const backup of newest.values()) keep.add(backup.name);
  };
  keepNewestPer(dayStart, dayStart(now) - (policy.days - 1) * DAY_MS);
  keepNewestPer(weekStart, weekStart(now) - (policy.weeks - 1) * 7 * DAY_MS);
  return keep;
}
