import { describe, expect, it } from "vitest";
import type { ScreenDetail } from "@/lib/api-types";
import { groupScreensByHost } from "./group-screens-by-host";

const screen = (id: string, hostId: string, authorName: string) =>
  ({ id, hostId, authorName, name: id }) as ScreenDetail;

describe("groupScreensByHost", () => {
  it("puts my own screens first and keeps each host's screens in the filtered order", () => {
    const groups = groupScreensByHost(
      [
        screen("s1", "zed", "Zed"),
        screen("s2", "me", "Me"),
        screen("s3", "ann", "Ann"),
        screen("s4", "zed", "Zed"),
      ],
      "me",
    );
    expect(groups.map((g) => [g.title, g.screens.map((s) => s.id)])).toEqual([
      ["My screens", ["s2"]],
      ["Ann", ["s3"]],
      ["Zed", ["s1", "s4"]],
    ]);
  });
});
