import {
  CompassIcon,
  GaugeIcon,
  KeyboardIcon,
  LayoutGridIcon,
  LinkIcon,
  type LucideIcon,
  PencilRulerIcon,
  SettingsIcon,
  UserCircleIcon,
  VariableIcon,
} from "lucide-react";

export type NavItem = { href: string; label: string; Icon: LucideIcon; primary?: boolean };

/** Navigation of the signed-in areas; `primary` items also sit in the phone's bottom bar. */
export const AREA_NAV: Record<"host" | "client", NavItem[]> = {
  host: [
    { href: "/host", label: "Screens", Icon: LayoutGridIcon, primary: true },
    { href: "/host/screens", label: "Manage screens", Icon: PencilRulerIcon, primary: true },
    { href: "/host/shortcuts", label: "Shortcuts", Icon: KeyboardIcon, primary: true },
    { href: "/host/variables", label: "Variables", Icon: VariableIcon },
    { href: "/host/dashboard", label: "Dashboard", Icon: GaugeIcon, primary: true },
    { href: "/host/discover-screens", label: "Discover", Icon: CompassIcon },
    { href: "/host/settings", label: "Settings", Icon: SettingsIcon },
    { href: "/host/account", label: "Account", Icon: UserCircleIcon },
  ],
  client: [
    { href: "/client", label: "Screens", Icon: LayoutGridIcon, primary: true },
    { href: "/client/connection", label: "Connection", Icon: LinkIcon, primary: true },
    { href: "/client/settings", label: "Settings", Icon: SettingsIcon, primary: true },
    { href: "/client/account", label: "Account", Icon: UserCircleIcon, primary: true },
  ],
};

/** The area root matches only itself; every other item also matches its sub-pages. */
export function isNavItemActive(item: NavItem, pathname: string, areaRoot: string): boolean {
  if (item.href === areaRoot) return pathname === areaRoot;
  return pathname === item.href || pathname.startsWith(`${item.href}/`);
}
