import { APP_ICONS, isAppIconName } from "@/lib/brand/app-icons";
import { renderIconImage } from "@/lib/brand/logo-image";

// Rendered once at build: the icons only change when the logo does.
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(APP_ICONS).map((name) => ({ name }));
}

export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  const { name } = await context.params;
  if (!isAppIconName(name)) return new Response("Not found", { status: 404 });
  const icon = APP_ICONS[name];
  return renderIconImage(icon.size, icon.padding);
}
