import {
  BROWSER_PUSH_SERVICES,
  ENDPOINT_CREDENTIALS_MESSAGE,
  HTTP_OR_HTTPS_ENDPOINT_MESSAGE,
  HTTPS_ENDPOINT_MESSAGE,
  PUSH_ADDRESS_MESSAGES,
  PUSH_SERVICE_MESSAGE,
  pushEndpointProblem,
  pushEndpointRules,
} from "./push-endpoint";

const production = pushEndpointRules({ pushAllowHttpEndpoints: false });
const localTest = pushEndpointRules({ pushAllowHttpEndpoints: true, pushServiceHosts: ["127.0.0.1", "::1", "push.example.com"] });

describe("pushEndpointProblem", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/abc:APA91b",
    "https://android.googleapis.com/gcm/send/abc",
    "https://updates.push.services.mozilla.com/wpush/v2/abc",
    "https://updates-autopush.stage.push.services.mozilla.com/wpush/v2/abc",
    "https://web.push.apple.com/QGm2abc",
    "https://db5p.notify.windows.com/w/?token=abc",
    "https://FCM.googleapis.com/fcm/send/abc",
  ])("accepts %s, a browser's push service", (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBeNull();
  });

  it.each([
    "https://127.0.0.1:9443/push",
    "https://169.254.169.254/latest/meta-data",
    "https://10.0.0.1:8443/x",
    "https://[::1]:9443/x",
    "https://192.168.0.10/x",
    "https://[::ffff:127.0.0.1]/x",
    "https://0x7f000001/x",
  ])("refuses %s, a local or private address", (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_ADDRESS_MESSAGES.notPublic);
  });

  it.each([
    "https://push.example.com/send/1",
    "https://8.8.8.8/x",
    "https://fcm.googleapis.com.evil.example/x",
    "https://evilfcm.googleapis.com/x",
    "https://storage.googleapis.com/x",
    "https://push.apple.com/x",
    "https://apple.com/x",
    "https://notify.windows.com.evil.example/x",
    "https://web.push.apple.com./x",
    "https://localhost/x",
  ])("refuses %s, not a browser's push service", (endpoint) => {
    expect(pushEndpointProblem(endpoint, production)).toBe(PUSH_SERVICE_MESSAGE);
  });

  it("refuses http unless a local test push service is allowed, and other schemes always", () => {
    expect(pushEndpointProblem("http://127.0.0.1:4300/push/1", production)).toBe(HTTPS_ENDPOINT_MESSAGE);
    expect(pushEndpointProblem("http://fcm.googleapis.com/fcm/send/1", production)).toBe(HTTPS_ENDPOINT_MESSAGE);
    expect(pushEndpointProblem("http://127.0.0.1:4300/push/1", localTest)).toBeNull();
    expect(pushEndpointProblem("https://[::1]:4300/push/1", localTest)).toBeNull();
    expect(pushEndpointProblem("file:///etc/passwd", localTest)).toBe(HTTP_OR_HTTPS_ENDPOINT_MESSAGE);
    expect(pushEndpointProblem("not a url", production)).toBe(HTTPS_ENDPOINT_MESSAGE);
  });

  it("keeps to the listed hosts even when local addresses are allowed", () => {
    expect(pushEndpointProblem("http://10.0.0.1:4300/push/1", localTest)).toBe(PUSH_SERVICE_MESSAGE);
    expect(pushEndpointProblem("https://fcm.googleapis.com/fcm/send/1", localTest)).toBe(PUSH_SERVICE_MESSAGE);
    expect(pushEndpointProblem("https://push.example.com/send/1", localTest)).toBeNull();
  });

  it("refuses credentials in the URL", () => {
    expect(pushEndpointProblem("https://user:pw@fcm.googleapis.com/fcm/send/1", production)).toBe(ENDPOINT_CREDENTIALS_MESSAGE);
  });

  it("uses the browsers' push services unless PUSH_SERVICE_HOSTS names others", () => {
    expect(production.hosts).toBe(BROWSER_PUSH_SERVICES);
    expect(pushEndpointRules({ pushAllowHttpEndpoints: false, pushServiceHosts: null }).hosts).toBe(BROWSER_PUSH_SERVICES);
  });
});
