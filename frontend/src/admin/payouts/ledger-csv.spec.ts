import { errorCode, fieldErrors } from "../../common/graphql-errors";
import { fetchLedgerCsv, ledgerCsvFileName, ledgerCsvPath, ledgerPeriodProblem } from "./ledger-csv";

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => headers[name] ?? null },
    blob: async () => ({ size: body.length }) as unknown as Blob,
    json: async () => JSON.parse(body) as unknown,
  }) as unknown as Response;

describe("the ledger file", () => {
  it("asks for a period of at most 366 days, in order", () => {
    expect(ledgerPeriodProblem("2026-11-01", "2026-11-30")).toBeNull();
    expect(ledgerPeriodProblem("2026-11-30", "2026-11-30")).toBeNull();
    expect(ledgerPeriodProblem("2026-12-01", "2026-11-30")).toBe("order");
    // 2024 is a leap year: 2024-01-01 to 2024-12-31 is 366 days, one more is too many.
    expect(ledgerPeriodProblem("2024-01-01", "2024-12-31")).toBeNull();
    expect(ledgerPeriodProblem("2023-12-31", "2024-12-31")).toBe("tooLong");
  });

  it("is the server's path with the days in its query, and keeps the server's file name", () => {
    expect(ledgerCsvPath("2026-11-01", "2026-11-30")).toBe("/api/admin/ledger.csv?from=2026-11-01&to=2026-11-30");
    expect(ledgerCsvFileName('attachment; filename="ruchi-ledger-a.csv"', "x", "y")).toBe("ruchi-ledger-a.csv");
    expect(ledgerCsvFileName(null, "2026-11-01", "2026-11-30")).toBe("ruchi-ledger-2026-11-01-to-2026-11-30.csv");
  });

  it("downloads with the session's cookie; a refusal is thrown with its code and fields, as a GraphQL error", async () => {
    const fetchImpl = jest.fn(async () =>
      answer(200, "csv", { "Content-Disposition": 'attachment; filename="ruchi-ledger-2026-11-01-to-2026-11-30.csv"' }),
    );
    const file = await fetchLedgerCsv("2026-11-01", "2026-11-30", fetchImpl as unknown as typeof fetch);
    expect(file.fileName).toBe("ruchi-ledger-2026-11-01-to-2026-11-30.csv");
    expect(fetchImpl).toHaveBeenCalledWith(
      "/api/admin/ledger.csv?from=2026-11-01&to=2026-11-30",
      expect.objectContaining({ credentials: "same-origin" }),
    );

    const refused = fetchLedgerCsv("2026-11-01", "2026-11-30", (async () =>
      answer(403, JSON.stringify({ success: false, code: "FORBIDDEN", message: "No" }))) as unknown as typeof fetch);
    await expect(refused.catch(errorCode)).resolves.toBe("FORBIDDEN");
    const bad = await fetchLedgerCsv("2025-01-01", "2026-11-30", (async () =>
      answer(
        400,
        JSON.stringify({ code: "BAD_USER_INPUT", message: "Too long", fields: [{ field: "from", messages: ["Too long"] }] }),
      )) as unknown as typeof fetch).catch((error: unknown) => error);
    expect([errorCode(bad), fieldErrors(bad)]).toEqual(["BAD_USER_INPUT", [{ field: "from", messages: ["Too long"] }]]);
    // A proxy's HTML page: no code, the screen's own text.
    const proxy = await fetchLedgerCsv("2026-11-01", "2026-11-30", (async () => answer(502, "<html>")) as unknown as typeof fetch).catch(
      (error: unknown) => error,
    );
    expect(errorCode(proxy)).toBeNull();
  });
});
