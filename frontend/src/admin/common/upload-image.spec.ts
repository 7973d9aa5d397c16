import { imageFileProblem, MAX_IMAGE_BYTES, readUploadAnswer, uploadImage, uploadImageBody, UploadImageError } from "./upload-image";

describe("imageFileProblem", () => {
  it("lets JPEG, PNG and WebP up to 5 MB through", () => {
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 })).toBeNull();
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES })).toBeNull();
    expect(imageFileProblem({ type: "image/webp", size: 1 })).toBeNull();
  });

  it("refuses other types and files over 5 MB, as the server would", () => {
    expect(imageFileProblem({ type: "image/gif", size: 10 })).toBe("unsupported");
    expect(imageFileProblem({ type: "", size: 10 })).toBe("unsupported");
    expect(imageFileProblem({ type: "image/png", size: MAX_IMAGE_BYTES + 1 })).toBe("tooLarge");
  });
});

describe("uploadImageBody", () => {
  it("follows the multipart request spec: operations, map, then the file as field 0", async () => {
    const body = uploadImageBody(new Blob(["png-bytes"], { type: "image/png" }), "MENU_ITEM", "dosa.png");
    expect([...body.keys()]).toEqual(["operations", "map", "0"]);
    const operations = JSON.parse(body.get("operations") as string);
    expect(operations.variables).toEqual({ file: null, purpose: "MENU_ITEM" });
    expect(operations.query).toContain("uploadImage(file: $file, purpose: $purpose)");
    expect(JSON.parse(body.get("map") as string)).toEqual({ 0: ["variables.file"] });
    const file = body.get("0") as File;
    expect(file.name).toBe("dosa.png");
    expect(await file.text()).toBe("png-bytes");
  });
});

describe("readUploadAnswer", () => {
  it("answers the stored URL", () => {
    expect(readUploadAnswer({ data: { uploadImage: { url: "/uploads/menu-item-1.webp" } } })).toBe("/uploads/menu-item-1.webp");
  });

  it("throws the server's message and code", () => {
    const answer = { errors: [{ message: "Only JPEG, PNG and WebP images are allowed", extensions: { code: "UNSUPPORTED_FILE" } }] };
    expect(() => readUploadAnswer(answer)).toThrow(UploadImageError);
    try {
      readUploadAnswer(answer);
    } catch (error) {
      expect(error).toMatchObject({ serverText: "Only JPEG, PNG and WebP images are allowed", code: "UNSUPPORTED_FILE" });
    }
  });

  it("throws without a message when the answer makes no sense", () => {
    for (const answer of [null, {}, { data: { uploadImage: null } }, { errors: [{ message: " " }] }]) {
      try {
        readUploadAnswer(answer);
        throw new Error("expected a failure");
      } catch (error) {
        expect(error).toBeInstanceOf(UploadImageError);
        expect((error as UploadImageError).serverText).toBeNull();
      }
    }
  });
});

describe("uploadImage", () => {
  const file = new File(["bytes"], "idli.jpg", { type: "image/jpeg" });

  it("posts the multipart body with the preflight header and the session cookie", async () => {
    const calls: [string, RequestInit][] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return new Response(JSON.stringify({ data: { uploadImage: { url: "/uploads/restaurant-9.webp" } } }));
    }) as unknown as typeof fetch;
    await expect(uploadImage(file, "RESTAURANT", { fetchImpl })).resolves.toBe("/uploads/restaurant-9.webp");
    const [url, init] = calls[0]!;
    expect(url).toBe("/graphql");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toEqual({ "Apollo-Require-Preflight": "true" });
    expect(init.body).toBeInstanceOf(FormData);
  });

  it("turns a refused upload (413 with the server's JSON) into its message", async () => {
    const fetchImpl = (async () =>
      new Response(
        JSON.stringify({ errors: [{ message: "The image must be 5 MB or smaller", extensions: { code: "PAYLOAD_TOO_LARGE" } }] }),
        {
          status: 413,
        },
      )) as unknown as typeof fetch;
    await expect(uploadImage(file, "BANNER", { fetchImpl })).rejects.toMatchObject({
      serverText: "The image must be 5 MB or smaller",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("fails without a server message when the answer is not JSON (a proxy's error page)", async () => {
    const fetchImpl = (async () => new Response("<html>Bad gateway</html>", { status: 502 })) as unknown as typeof fetch;
    await expect(uploadImage(file, "BANNER", { fetchImpl })).rejects.toMatchObject({ serverText: null, code: "502" });
  });
});
