import type { ScreenDetail } from "@/lib/api-types";

export type HostGroup = { hostId: string; title: string; screens: ScreenDetail[] };

/** My own screens first, then each host's in the order the filters sorted them. */
export function groupScreensByHost(screens: ScreenDetail[], myId: string | undefined): HostGroup[] {
  const groups = new Map<string, HostGroup>();
  for (const screen of screens) {
    let group = groups.get(screen.hostId);
    if (!group) {
      const title = screen.hostId === myId ? "My screens" : screen.authorName;
      group = { hostId: screen.hostId, title, screens: [] };
      groups.set(screen.hostId, group);
    }
    group.screens.push(screen);
  }
  const all = [...groups.values()];
  return [
    ...all.filter((g) => g.hostId === myId),
    ...all.filter((g) => g.hostId !== myId).sort((a, b) => a.title.localeCompare(b.title)),
  ];
}
