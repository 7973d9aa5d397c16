import { RegisterInput } from "../modules/auth/auth.inputs";
import { AppError } from "./errors";
import { BODY_SHAPE_MESSAGE, parseInput } from "./validation";

const valid = { userName: "Sita", email: "sita@example.com", phone: "9876543210", password: "long enough" };

describe("parseInput", () => {
  it("returns the input class with only its declared fields", async () => {
    const input = await parseInput(RegisterInput, { ...valid, role: "superadmin", isVerified: true });
    expect(input).toBeInstanceOf(RegisterInput);
    expect({ ...input }).toEqual(valid);
  });

  it("ignores prototype keys", async () => {
    const body = JSON.parse(`{"__proto__": {"polluted": true}, "userName": "Sita", "email": "sita@example.com", "phone": "9876543210", "password": "long enough"}`);
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
