import { BRAND_PRIMARY } from "@/lib/theme/theme-colours";

export type LogoOptions = {
  /** Adds the "Deckbot" wordmark to the right of the robot. */
  text?: boolean;
  /** Light colourway: light ink for dark surfaces (default is dark ink for light surfaces). */
  light?: boolean;
  /** Adds a "HOST" badge, used for the host app's icon and header. */
  host?: boolean;
  /** Adds the class hooks the CSS animations use (antenna bob, eye wink). */
  animated?: boolean;
  /** Accessible name; defaults to the product name. */
  title?: string;
};

const INK_DARK = "#15172c";
const INK_LIGHT = "#f5f3ff";
const FACE = "#15172c";
const EYE = "#8ff5ff";
const BULB = "#ffb224";
const ICON_SIZE = 64;
const WORDMARK_WIDTH = 150;
const BADGE_WIDTH = 54;

/**
 * The Deckbot robot as standalone SVG markup: a rounded head with ears, an antenna with a
 * glowing bulb and two eyes on a face plate. One builder feeds /private/render-svg, the React
 * logo and the generated icons, so every place draws exactly the same robot.
 */
export function buildLogoSvg(options: LogoOptions = {}): string {
  const { text = false, light = false, host = false, animated = false } = options;
  const title = options.title ?? (host ? "Deckbot Host" : "Deckbot");
  const ink = light ? INK_LIGHT : INK_DARK;
  const width = ICON_SIZE + (text ? WORDMARK_WIDTH : 0) + (host ? (text ? BADGE_WIDTH + 8 : 0) : 0);
  const antennaClass = animated ? ' class="deckbot-antenna"' : "";
  const winkClass = animated ? ' class="deckbot-wink"' : "";

  const robot = [
    `<g${antennaClass}><rect class="deckbot-ink" x="30.5" y="8" width="3" height="14" rx="1.5" fill="${ink}" opacity="0.85"/><circle cx="32" cy="8" r="5" fill="${BULB}"/><circle cx="30.4" cy="6.4" r="1.6" fill="#fff" opacity="0.7"/></g>`,
    `<rect x="4" y="32" width="6" height="14" rx="3" fill="${BRAND_PRIMARY}" opacity="0.75"/>`,
    `<rect x="54" y="32" width="6" height="14" rx="3" fill="${BRAND_PRIMARY}" opacity="0.75"/>`,
    `<rect x="8" y="20" width="48" height="38" rx="12" fill="${BRAND_PRIMARY}"/>`,
    `<rect x="14" y="27" width="36" height="23" rx="8" fill="${FACE}"/>`,
    `<circle cx="24.5" cy="37.5" r="4.2" fill="${EYE}"/>`,
    `<g${winkClass}><circle cx="39.5" cy="37.5" r="4.2" fill="${EYE}"/></g>`,
    `<path d="M27 44.5 Q32 47.5 37 44.5" stroke="${EYE}" stroke-width="2" fill="none" stroke-linecap="round"/>`,
  ];
  if (host && !text) {
    robot.push(
      `<rect x="20" y="54" width="24" height="9" rx="3" fill="${BULB}"/>`,
      `<text x="32" y="61" text-anchor="middle" font-family="Nunito, ui-sans-serif, system-ui, sans-serif" font-size="7" font-weight="800" fill="${FACE}">HOST</text>`,
    );
  }
  const parts = [...robot];
  if (text) {
    parts.push(
      `<text class="deckbot-ink" x="74" y="44" font-family="Nunito, ui-sans-serif, system-ui, sans-serif" font-size="30" font-weight="800" letter-spacing="-0.5" fill="${ink}">Deckbot</text>`,
    );
    if (host) {
      const x = ICON_SIZE + WORDMARK_WIDTH + 4;
      parts.push(
        `<rect x="${x}" y="21" width="${BADGE_WIDTH}" height="24" rx="6" fill="${BULB}"/>`,
        `<text x="${x + BADGE_WIDTH / 2}" y="38" text-anchor="middle" font-family="Nunito, ui-sans-serif, system-ui, sans-serif" font-size="13" font-weight="800" letter-spacing="1" fill="${FACE}">HOST</text>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${ICON_SIZE}" width="${width}" height="${ICON_SIZE}" role="img" aria-label="${escapeAttribute(title)}"><title>${escapeText(title)}</title>${parts.join("")}</svg>`;
}

function escapeText(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
}

function escapeAttribute(value: string): string {
  return escapeText(value).replaceAll('"', "&quot;");
}
