import type { MetadataRoute } from "next";
import { APP_ICONS } from "@/lib/brand/app-icons";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site";
import { DARK_BACKGROUND } from "@/lib/theme/theme-colours";

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: SITE_NAME,
    short_name: SITE_NAME,
    description: SITE_DESCRIPTION,
    id: "/",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: DARK_BACKGROUND,
    background_color: DARK_BACKGROUND,
    categories: ["productivity", "utilities", "entertainment"],
    icons: Object.entries(APP_ICONS).map(([name, icon]) => ({
      src: `/icons/${name}`,
      sizes: `${icon.size}x${icon.size}`,
      type: "image/png",
      purpose: icon.purpose,
    })),
  };
}
