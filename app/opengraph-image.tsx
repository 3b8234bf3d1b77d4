import { renderShareImage } from "@/lib/brand/logo-image";
import { SITE_DESCRIPTION } from "@/lib/site";

export const alt = "Deckbot";
export const size = { width: 2048, height: 2048 };
export const contentType = "image/png";

export default function OpenGraphImage() {
  return renderShareImage(SITE_DESCRIPTION);
}
