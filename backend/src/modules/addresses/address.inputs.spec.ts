import { AppError } from "../../common/errors";
import { parseInput } from "../../common/validation";
import { AddressInput, UpdateAddressInput } from "./address.inputs";
import { cleanAddressFields } from "./address.service";

const valid = { address: "12-3 Main Road", city: "Bhimavaram", pincode: "534201", phone: "9876543210", notes: "" };

const failure = async (input: new () => object, body: Record<string, unknown>) => {
  try {
    await parseInput(input, body);
  } catch (error) {
    return error as AppError;
  }
  throw new Error("expected the input to be refused");
};

describe("address inputs", () => {
  it("accepts a complete address, with empty notes, surrounding spaces and a multi-line address", async () => {
    await expect(parseInput(AddressInput, { ...valid, phone: " 9876543210 " })).resolves.toMatchObject({
      city: "Bhimavaram",
      phone: "9876543210",
    });
    await expect(parseInput(AddressInput, { ...valid, address: "Flat 4,\n12-3 Main Road" })).resolves.toMatchObject({
      address: "Flat 4,\n12-3 Main Road",
    });
  });

  // The phone and pincode rules themselves: common/contact-fields.spec.ts.
  it.each([
    [{ pincode: "53420" }, "pincode", "Enter a valid 6-digit pincode"],
    [{ phone: "987654321" }, "phone", "Enter Valid Phone Number"],
    [{ address: "   " }, "address", "Address is required"],
    [{ city: "Bhima\nvaram" }, "city", "City must be one line of text, without control characters"],
    [{ city: "" }, "city", "City is required"],
    [{ latitude: 91, longitude: 81 }, "latitude", "Latitude must be a number from -90 to 90"],
    [{ latitude: 16, longitude: -181 }, "longitude", "Longitude must be a number from -180 to 180"],
  ])("refuses %j", async (change, field, message) => {
    const error = await failure(AddressInput, { ...valid, ...change });
    expect(error.code).toBe("BAD_USER_INPUT");
    expect(error.message).toBe(message);
    expect(error.details?.fields?.map((f) => f.field)).toEqual([field]);
  });

  it("lets an update leave fields out, but not blank them", async () => {
    await expect(parseInput(UpdateAddressInput, { city: "Narsapur" })).resolves.toMatchObject({ city: "Narsapur" });
    expect((await failure(UpdateAddressInput, { city: "  " })).message).toBe("City is required");
    expect((await failure(UpdateAddressInput, { pincode: "1" })).message).toBe("Enter a valid 6-digit pincode");
  });

  it("trims the fields it keeps and wants both coordinates or neither", () => {
    expect(cleanAddressFields({ ...valid, address: "  12-3 Main Road ", notes: " ring twice " })).toEqual({
      ...valid,
      address: "12-3 Main Road",
      notes: "ring twice",
    });
    expect(cleanAddressFields({ city: null, latitude: 16.5, longitude: 81.5 })).toEqual({ latitude: 16.5, longitude: 81.5 });
    expect(() => cleanAddressFields({ latitude: 16.5 })).toThrow("Send latitude and longitude together, or neither.");
  });
});
