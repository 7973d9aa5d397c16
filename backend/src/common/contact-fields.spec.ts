import { IsOptional } from "class-validator";
import { Phone, PHONE_MESSAGE, Pincode, PINCODE_MESSAGE } from "./contact-fields";
import type { AppError } from "./errors";
import { parseInput } from "./validation";

class Contact {
  @Phone() phone!: string;
}

class OptionalContact {
  @IsOptional() @Phone({ optional: true }) phone?: string | null;
}

class Place {
  @Pincode() pincode!: string;
}

const refusal = (Input: new () => object, body: Record<string, unknown>) =>
  parseInput(Input, body).then(
    () => {
      throw new Error(`expected ${JSON.stringify(body)} to be refused`);
    },
    (error: AppError) => ({ code: error.code, message: error.message, fields: error.details?.fields }),
  );

describe("the phone rule", () => {
  it("takes 10 digits and keeps them without the spaces around them", async () => {
    expect((await parseInput(Contact, { phone: "9876543210" })).phone).toBe("9876543210");
    expect((await parseInput(Contact, { phone: " 9876543210\t" })).phone).toBe("9876543210");
  });

  it.each(["98765 43210", "+919876543210", "98765-43210", "987654321", "98765432101", "987654321O", "9876543210\u0000"])(
    "refuses %j",
    async (phone) => {
      expect(await refusal(Contact, { phone })).toEqual({
        code: "BAD_USER_INPUT",
        message: PHONE_MESSAGE,
        fields: [{ field: "phone", messages: [PHONE_MESSAGE] }],
      });
    },
  );

  it("refuses a number sent as a number, and asks for a missing or blank one", async () => {
    expect((await refusal(Contact, { phone: 9876543210 })).message).toBe("Phone is required");
    expect((await refusal(Contact, {})).fields).toEqual([{ field: "phone", messages: ["Phone is required", PHONE_MESSAGE] }]);
    expect((await refusal(Contact, { phone: "   " })).message).toBe("Phone is required");
  });

  it("when optional, lets it be left out or blank (stored as no phone), and otherwise applies the same rule", async () => {
    expect((await parseInput(OptionalContact, {})).phone).toBeUndefined();
    expect((await parseInput(OptionalContact, { phone: null })).phone).toBeNull();
    expect((await parseInput(OptionalContact, { phone: "  " })).phone).toBe("");
    expect((await parseInput(OptionalContact, { phone: " 9876543210 " })).phone).toBe("9876543210");
    expect((await refusal(OptionalContact, { phone: "98765 43210" })).message).toBe(PHONE_MESSAGE);
  });
});

describe("the pincode rule", () => {
  it("takes 6 digits and keeps them without the spaces around them", async () => {
    expect((await parseInput(Place, { pincode: " 534201 " })).pincode).toBe("534201");
  });

  it.each(["53420", "5342011", "53420a", "534 201", "", 534201])("refuses %j with the one pincode message", async (pincode) => {
    expect(await refusal(Place, { pincode })).toEqual({
      code: "BAD_USER_INPUT",
      message: PINCODE_MESSAGE,
      fields: [{ field: "pincode", messages: [PINCODE_MESSAGE] }],
    });
  });
});
