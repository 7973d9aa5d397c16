import { ENDPOINT_CREDENTIALS_MESSAGE, HTTP_OR_HTTPS_ENDPOINT_MESSAGE, HTTPS_ENDPOINT_MESSAGE, pushEndpointProblem } from "./push-endpoint";

describe("pushEndpointProblem", () => {
  it("accepts the https endpoints of real push services", () => {
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/abc", false)).toBeNull();
    expect(pushEndpointProblem("https://updates.push.services.mozilla.com/wpush/v2/abc", false)).toBeNull();
  });

  it("refuses http unless it is allowed, and other schemes always", () => {
    expect(pushEndpointProblem("http://127.0.0.1:4300/push/1", false)).toBe(HTTPS_ENDPOINT_MESSAGE);
    expect(pushEndpointProblem("http://127.0.0.1:4300/push/1", true)).toBeNull();
    expect(pushEndpointProblem("file:///etc/passwd", true)).toBe(HTTP_OR_HTTPS_ENDPOINT_MESSAGE);
    expect(pushEndpointProblem("not a url", false)).toBe(HTTPS_ENDPOINT_MESSAGE);
  });

  it("refuses credentials in the URL", () => {
    expect(pushEndpointProblem("https://user:pw@push.example.com/x", false)).toBe(ENDPOINT_CREDENTIALS_MESSAGE);
  });
});
