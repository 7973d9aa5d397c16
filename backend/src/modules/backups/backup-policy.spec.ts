import { backupFileName, backupTakenAt } from "./backup-name";
import { backupsToKeep, type BackupFile } from "./backup-policy";

const at = (iso: string): BackupFile => {
  const takenAt = new Date(iso);
  return { name: backupFileName(takenAt), takenAt };
};

describe("backup file names", () => {
  it("name the time in UTC and read it back", () => {
    const takenAt = new Date("2026-11-27T21:30:05Z");
    expect(backupFileName(takenAt)).toBe("ruchi-2026-11-27T213005Z.tar");
    expect(backupTakenAt("ruchi-2026-11-27T213005Z.tar")).toEqual(takenAt);
  });

  it("read no time from other files", () => {
    expect(backupTakenAt("notes.txt")).toBeNull();
    expect(backupTakenAt("ruchi-2026-11-27T213005Z.tar.partial")).toBeNull();
    expect(backupTakenAt("ruchi-2026-13-45T993005Z.tar")).toBeNull();
  });
});

describe("backupsToKeep", () => {
  // Saturday 28 November 2026; its ISO week began on Monday the 23rd.
  const now = new Date("2026-11-28T22:00:00Z");

  it("keeps one backup a night for 60 nights as 7 daily and 4 weekly ones", () => {
    const nightly = Array.from({ length: 60 }, (_, night) => at(new Date(Date.UTC(2026, 10, 28 - night, 21, 30)).toISOString()));
    const kept = [...backupsToKeep(nightly, now)].sort();
    expect(kept).toEqual(
      [
        // the last 7 days, the 22nd to the 28th
        ...[22, 23, 24, 25, 26, 27, 28].map((day) => `ruchi-2026-11-${day}T213000Z.tar`),
        // the newest (the Sunday) of each week before this one: the 22nd is a kept day already
        "ruchi-2026-11-15T213000Z.tar",
        "ruchi-2026-11-08T213000Z.tar",
      ].sort(),
    );
  });

  it("keeps the newest of a day that has several", () => {
    const backups = [at("2026-11-28T01:00:00Z"), at("2026-11-28T21:30:00Z"), at("2026-11-28T10:00:00Z")];
    expect([...backupsToKeep(backups, now)]).toEqual(["ruchi-2026-11-28T213000Z.tar"]);
  });

  it("keeps a week's newest even when it is older than 7 days, and drops what is older than 4 weeks", () => {
    const backups = [at("2026-11-03T10:00:00Z"), at("2026-11-04T10:00:00Z"), at("2026-10-31T10:00:00Z")];
    // the 2nd-8th is 3 weeks before this one: its newest, the 4th, stays; the week of 26 October is gone
    expect([...backupsToKeep(backups, now)]).toEqual(["ruchi-2026-11-04T100000Z.tar"]);
  });

  it("keeps a backup taken after now (a clock set back)", () => {
    const later = at("2026-11-29T03:00:00Z");
    expect(backupsToKeep([later, at("2026-10-01T03:00:00Z")], now)).toEqual(new Set([later.name]));
  });

  it("follows a policy of other sizes", () => {
    const backups = [at("2026-11-28T03:00:00Z"), at("2026-11-27T03:00:00Z"), at("2026-11-20T03:00:00Z")];
    expect([...backupsToKeep(backups, now, { days: 1, weeks: 1 })]).toEqual(["ruchi-2026-11-28T030000Z.tar"]);
  });
});
