import { IsDefined, IsEmail, IsOptional, IsString, Length } from "class-validator";
import { DAY_MESSAGE } from "./calendar-day";
import { Phone } from "./contact-fields";
import { AppError } from "./errors";
import { BODY_SHAPE_MESSAGE, CalendarDay, NumberWithin, parseInput, Required, Rupees } from "./validation";

/** A sign-up form's shape, as the modules' input classes declare theirs. */
class RegisterInput {
  @IsString() @Length(2, 80, { message: "User name must be 2 to 80 characters long" }) @Required("User name") userName!: string;
  @IsEmail({}, { message: "Enter a valid e-mail address" }) @Required("Email") email!: string;
  @Phone() phone!: string;
  @IsString() @Length(8, 128, { message: "Password must be 8 to 128 characters long" }) @Required("Password") password!: string;
}

const valid = { userName: "Sita", email: "sita@example.com", phone: "9876543210", password: "long enough" };

describe("parseInput", () => {
  it("returns the input class with only its declared fields", async () => {
    const input = await parseInput(RegisterInput, { ...valid, role: "superadmin", isVerified: true });
    expect(input).toBeInstanceOf(RegisterInput);
    expect({ ...input }).toEqual(valid);
  });

  it("ignores prototype keys", async () => {
    const body = JSON.parse(
      `{"__proto__": {"polluted": true}, "userName": "Sita", "email": "sita@example.com", "phone": "9876543210", "password": "long enough"}`,
    );
    const input = await parseInput(RegisterInput, body);
    expect((input as unknown as { polluted?: boolean }).polluted).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it("fails with BAD_USER_INPUT, the first message, and every field", async () => {
    const error = await parseInput(RegisterInput, { email: "x" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect(appError.code).toBe("BAD_USER_INPUT");
    expect(appError.message).toBe("User name is required");
    expect(appError.details?.fields?.map((f) => f.field).sort()).toEqual(["email", "password", "phone", "userName"]);
  });

  it("reads no body as an empty one, but refuses a list or a bare value instead of reading it as {}", async () => {
    const missing = (await parseInput(RegisterInput, undefined).catch((e: unknown) => e)) as AppError;
    expect(missing.details?.fields?.map((f) => f.field).sort()).toEqual(["email", "password", "phone", "userName"]);
    for (const body of [[valid], "text", 42, true]) {
      const error = (await parseInput(RegisterInput, body).catch((e: unknown) => e)) as AppError;
      expect([body, error.code, error.message]).toEqual([body, "BAD_USER_INPUT", BODY_SHAPE_MESSAGE]);
    }
  });
});

class RuledInput {
  @IsDefined({ message: "Amount is required" }) @Rupees("Amount") amount!: number;
  @IsOptional() @Rupees("Price", { min: 1, max: 100_000 }) price?: number;
  @IsOptional() @CalendarDay() day?: string;
  @IsOptional() @NumberWithin(-90, 90, "Latitude must be a number from -90 to 90") latitude?: number;
}

/** The first message parseInput answers for this body, or "valid". */
const verdict = (body: Record<string, unknown>) =>
  parseInput(RuledInput, body).then(
    () => "valid",
    (error: AppError) => `${error.code}: ${error.message}`,
  );

describe("the money rule (Rupees)", () => {
  it("takes whole paise from ₹0 to ₹10,00,000, and -0 as 0", async () => {
    for (const amount of [0, -0, 0.01, 0.3, 110.11, 1_000_000]) expect([amount, await verdict({ amount })]).toEqual([amount, "valid"]);
  });

  it("refuses a fraction of a paisa, however the number is written, as BAD_USER_INPUT", async () => {
    for (const amount of [1e-7, 5e-324, 0.001, 1.005, 12.345, 0.1 + 0.2]) {
      expect([amount, await verdict({ amount })]).toEqual([
        amount,
        "BAD_USER_INPUT: Amount must be in rupees and paise, with at most 2 decimals",
      ]);
    }
  });

  it("refuses what is outside the range or not a number, naming the range", async () => {
    for (const amount of [-1, -0.01, 1_000_000.01, 123456789012, 1e308, -1e308, "12", true]) {
      expect([amount, await verdict({ amount })]).toEqual([amount, "BAD_USER_INPUT: Amount must be ₹0 to ₹10,00,000"]);
    }
    expect(await verdict({})).toBe("BAD_USER_INPUT: Amount is required");
  });

  it("lets a field narrow the range", async () => {
    expect(await verdict({ amount: 1, price: 0.5 })).toBe("BAD_USER_INPUT: Price must be ₹1 to ₹1,00,000");
    expect(await verdict({ amount: 1, price: 100_000.01 })).toBe("BAD_USER_INPUT: Price must be ₹1 to ₹1,00,000");
    expect(await verdict({ amount: 1, price: 1.001 })).toBe("BAD_USER_INPUT: Price must be in rupees and paise, with at most 2 decimals");
    expect(await verdict({ amount: 1, price: 99_999.99 })).toBe("valid");
  });
});

describe("the date rule (CalendarDay)", () => {
  it("takes a real day from 2000-01-01 to 2100-12-31 and refuses the rest with one message", async () => {
    expect(await verdict({ amount: 1, day: "2024-02-29" })).toBe("valid");
    for (const day of ["0000-01-01", "9999-12-31", "2024-02-30", "", "2024-1-1", "１２", 20240101]) {
      expect([day, await verdict({ amount: 1, day })]).toEqual([day, `BAD_USER_INPUT: ${DAY_MESSAGE}`]);
    }
  });
});

describe("a number that is not money (NumberWithin)", () => {
  it("takes a finite number in range, 0 and -0 included", async () => {
    for (const latitude of [0, -0, 1e-7, 1e-9, -90, 90, 16.5449123456789])
      expect([latitude, await verdict({ amount: 1, latitude })]).toEqual([latitude, "valid"]);
  });

  it("refuses what is out of range, not a number, or too near 0 to be a measure (PostgreSQL's arithmetic underflows on it)", async () => {
    for (const latitude of [5e-324, -5e-324, 1e-300, 1e308, -90.0000001, "12"]) {
      expect([latitude, await verdict({ amount: 1, latitude })]).toEqual([
        latitude,
        "BAD_USER_INPUT: Latitude must be a number from -90 to 90",
      ]);
    }
  });
});
