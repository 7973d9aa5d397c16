import express, { type Request } from "express";
import { requestLanguage } from "./request-language";

const withHeader = (acceptLanguage?: string): Request =>
  Object.assign(Object.create(express.request) as Request, {
    headers: acceptLanguage === undefined ? {} : { "accept-language": acceptLanguage },
  });

describe("the language a request asks for", () => {
  it("is Telugu for a Telugu browser, regional variants included", () => {
    expect(requestLanguage(withHeader("te"))).toBe("te");
    expect(requestLanguage(withHeader("te-IN,te;q=0.9,en-US;q=0.8,en;q=0.7"))).toBe("te");
  });

  it("follows the browser's order of preference between English and Telugu", () => {
    expect(requestLanguage(withHeader("en-IN,en;q=0.9,te;q=0.8"))).toBe("en");
    expect(requestLanguage(withHeader("hi-IN,te;q=0.5,en;q=0.4"))).toBe("te");
  });

  it("is none when the request names neither or has no header", () => {
    expect(requestLanguage(withHeader("hi-IN,hi;q=0.9"))).toBeNull();
    expect(requestLanguage(withHeader())).toBeNull();
  });
});
