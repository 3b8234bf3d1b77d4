import { buildLogoSvg, type LogoOptions } from "@/lib/brand/logo-svg";
import { cn } from "@/lib/utils";

/**
 * The animated Deckbot robot (antenna bob, winking eye; still under prefers-reduced-motion).
 * The markup comes from the same builder as /private/render-svg, from constant strings only.
 */
export function Logo({
  text = false,
  host = false,
  light,
  animated = true,
  className,
}: Omit<LogoOptions, "title"> & { className?: string }) {
  const markup = buildLogoSvg({ text, host, animated, light: light ?? false });
  return (
    <span
      className={cn(
        "inline-flex shrink-0 [&>svg]:h-full [&>svg]:w-auto",
        // Without an explicit colourway, follow the theme: dark ink in light mode and vice versa.
        light === undefined && "[&_.deckbot-ink]:fill-foreground",
        className,
      )}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup is built from constants in lib/brand/logo-svg.ts, no user input.
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
