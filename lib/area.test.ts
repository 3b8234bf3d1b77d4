import { describe, expect, it } from "vitest";
import { getAreaFromPath, getAreaHome } from "./area";

describe("area from path", () => {
  it("picks host and client only on a whole segment", () => {
    expect(getAreaFromPath("/host")).toBe("host");
    expect(getAreaFromPath("/host/nope")).toBe("host");
    expect(getAreaFromPath("/client/screens/1/render")).toBe("client");
    expect(getAreaFromPath("/hosting")).toBe("web");
    expect(getAreaFromPath("/clients")).toBe("web");
    expect(getAreaFromPath("/")).toBe("web");
    expect(getAreaFromPath(null)).toBe("web");
  });

  it("maps each area to its home", () => {
    expect(getAreaHome("web")).toBe("/");
    expect(getAreaHome("host")).toBe("/host");
    expect(getAreaHome("client")).toBe("/client");
  });
});
