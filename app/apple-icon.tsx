import { renderIconImage } from "@/lib/brand/logo-image";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

export default function AppleIcon() {
  return renderIconImage(180, 0.14);
}
