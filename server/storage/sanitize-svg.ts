import "server-only";
import createDOMPurify, { type DOMPurify } from "dompurify";
import { JSDOM } from "jsdom";

/**
 * SVG uploads are stored only as DOMPurify's output (SVG profile) on a jsdom window, with
 * our stricter rules on top: no <style>, <foreignObject> or <use>, links only to fragments
 * in the same document (`#id`), and no `url(...)` or script-like values in any attribute
 * (inline style included) except `url(#id)`. The result is re-serialised as XML so it stays a valid standalone SVG.
 */
let purifier: { purify: DOMPurify; window: JSDOM["window"] } | undefined;

const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);
const INTERNAL_REF = /^#[\w.:-]*$/;
const DANGEROUS_VALUE = /javascript:|vbscript:|data:|expression\s*\(|@import|behavior\s*:|\\/i;

function hasExternalUrl(value: string): boolean {
  for (const match of value.matchAll(/url\s*\(\s*(['"]?)([^'")]*)\1\s*\)/gi)) {
    if (!INTERNAL_REF.test((match[2] ?? "").trim())) return true;
  }
  return false;
}

function getPurifier() {
  if (purifier) return purifier;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  purify.addHook("uponSanitizeAttribute", (_node, data) => {
    const name = data.attrName.toLowerCase();
    const value = data.attrValue.trim();
    if (LINK_ATTRIBUTES.has(name)) {
      if (!INTERNAL_REF.test(value)) data.keepAttr = false;
      return;
    }
    if (DANGEROUS_VALUE.test(value) || hasExternalUrl(value)) data.keepAttr = false;
  });
  purifier = { purify, window };
  return purifier;
}

export class SvgRejectedError extends Error {}

/** Returns the sanitised SVG document as UTF-8 bytes, or throws SvgRejectedError. */
export function sanitizeSvg(bytes: Uint8Array): Uint8Array {
  const { purify, window } = getPurifier();
  const text = new TextDecoder("utf-8").decode(bytes);
  const body = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["style", "foreignObject", "script", "use"],
    RETURN_DOM: true,
  });
  const nodes = [...body.childNodes];
  const roots = nodes.filter((n): n is Element => n.nodeType === window.Node.ELEMENT_NODE);
  const strayText = nodes.some(
    (n) => n.nodeType === window.Node.TEXT_NODE && (n.textContent ?? "").trim() !== "",
  );
  const root = roots[0];
  if (roots.length !== 1 || strayText || !root || root.localName !== "svg") {
    throw new SvgRejectedError("The file is not a single SVG image.");
  }
  if (!root.getAttribute("xmlns")) root.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  const xml = new window.XMLSerializer().serializeToString(root);
  return new TextEncoder().encode(xml);
}
