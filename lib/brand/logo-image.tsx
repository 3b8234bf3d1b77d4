import "server-only";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ImageResponse } from "next/og";
import { buildLogoSvg } from "@/lib/brand/logo-svg";
import { BRAND_PRIMARY, DARK_BACKGROUND } from "@/lib/theme/theme-colours";

function logoDataUri(host = false): string {
  return `data:image/svg+xml;base64,${Buffer.from(buildLogoSvg({ host, light: true })).toString("base64")}`;
}

/**
 * A square app icon: the robot centred on the dark theme background. `padding` is the share of
 * the side kept empty around the robot; maskable icons need a wider safe zone (about 20%).
 */
export function renderIconImage(size: number, padding = 0.14): ImageResponse {
  const inner = Math.round(size * (1 - padding * 2));
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        background: DARK_BACKGROUND,
      }}
    >
      {/* biome-ignore lint/performance/noImgElement: rendered to PNG by next/og, not a page. */}
      <img src={logoDataUri()} width={inner} height={inner} alt="" />
    </div>,
    { width: size, height: size },
  );
}

/** The 2048×2048 share image: robot, wordmark and tagline; fonts from the bundled Nunito. */
export async function renderShareImage(description: string): Promise<ImageResponse> {
  const fontFile = path.join(
    process.cwd(),
    "node_modules/@fontsource/nunito/files/nunito-latin-800-normal.woff",
  );
  const font = await readFile(fontFile);
  const size = 2048;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 64,
        background: `radial-gradient(circle at 50% 30%, ${BRAND_PRIMARY}55 0%, ${DARK_BACKGROUND} 60%)`,
        color: "#f5f3ff",
        fontFamily: "Nunito",
      }}
    >
      {/* biome-ignore lint/performance/noImgElement: rendered to PNG by next/og, not a page. */}
      <img src={logoDataUri()} width={820} height={820} alt="" />
      <div style={{ fontSize: 260, fontWeight: 800, letterSpacing: -6 }}>Deckbot</div>
      <div
        style={{
          fontSize: 84,
          maxWidth: 1600,
          textAlign: "center",
          color: "#c9c3f5",
          lineHeight: 1.25,
        }}
      >
        {description}
      </div>
    </div>,
    {
      width: size,
      height: size,
      fonts: [{ name: "Nunito", data: font, weight: 800, style: "normal" }],
    },
  );
}
