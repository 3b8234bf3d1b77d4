import { renderIconImage } from "@/lib/brand/logo-image";

export const size = { width: 64, height: 64 };
export const contentType = "image/png";

export default function Icon() {
  return renderIconImage(64, 0.06);
}
