export type AreaName = "web" | "host" | "client";

/** The area a path belongs to, by prefix (SPEC §2: web at /, host under /host, client under /client). */
export function getAreaFromPath(pathname: string | null | undefined): AreaName {
  const path = pathname ?? "/";
  if (path === "/host" || path.startsWith("/host/")) return "host";
  if (path === "/client" || path.startsWith("/client/")) return "client";
  return "web";
}

export function getAreaHome(area: AreaName): "/" | "/host" | "/client" {
  if (area === "host") return "/host";
  if (area === "client") return "/client";
  return "/";
}
