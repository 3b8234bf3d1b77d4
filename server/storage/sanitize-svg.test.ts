import { describe, expect, it } from "vitest";
import { SvgRejectedError, sanitizeSvg } from "./sanitize-svg";

const enc = (s: string) => new TextEncoder().encode(s);
const clean = (s: string) => new TextDecoder().decode(sanitizeSvg(enc(s)));
const NS = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';

describe("sanitizeSvg", () => {
  it("keeps an ordinary icon drawable (shapes, gradients, internal references, text)", () => {
    const out = clean(
      `<?xml version="1.0"?><svg ${NS} viewBox="0 0 24 24"><defs><linearGradient id="g"><stop offset="0" stop-color="#f00"/></linearGradient></defs><circle cx="12" cy="12" r="10" fill="url(#g)"/><a href="#top"><text x="2" y="20">A &amp; B</text></a></svg>`,
    );
    expect(out).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(out).toContain('viewBox="0 0 24 24"');
    expect(out).toContain('fill="url(#g)"');
    expect(out).toContain('href="#top"');
    expect(out).toContain("A &amp; B");
    expect(out).toContain("<linearGradient");
  });

  it("removes script elements", () => {
    const out = clean(
      `<svg ${NS}><script>alert(1)</script><script xlink:href="https://evil.test/x.js"/><rect width="1" height="1"/></svg>`,
    );
    expect(out).not.toMatch(/script|alert|evil/i);
    expect(out).toContain("<rect");
  });

  it("removes event handler attributes", () => {
    const out = clean(
      `<svg ${NS} onload="alert(1)"><rect onclick="alert(2)" onmouseover="x()" width="1"/><animate onbegin="alert(3)" attributeName="x"/></svg>`,
    );
    expect(out).not.toMatch(/\son\w+=|alert/i);
  });

  it("removes javascript: links in href and xlink:href", () => {
    const out = clean(
      `<svg ${NS}><a href="javascript:alert(1)"><rect width="1"/></a><a xlink:href=" JaVaScRiPt:alert(2)"><rect width="2"/></a></svg>`,
    );
    expect(out).not.toMatch(/javascript|alert/i);
    expect(out.match(/<rect/g)).toHaveLength(2);
  });

  it("removes links to external documents and images", () => {
    const out = clean(
      `<svg ${NS}><use xlink:href="https://evil.test/sprite.svg#a"/><image href="https://evil.test/track.png" width="1"/><image xlink:href="data:text/html,&lt;script&gt;" width="2"/><a href="//evil.test"><rect width="3"/></a></svg>`,
    );
    expect(out).not.toMatch(/evil\.test|data:/);
  });

  it("removes foreignObject and the HTML inside it", () => {
    const out = clean(
      `<svg ${NS}><foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml"><iframe src="https://evil.test"></iframe>hi</div></foreignObject></svg>`,
    );
    expect(out).not.toMatch(/foreignObject|iframe|evil|<div/i);
  });

  it("removes style that loads javascript: or external URLs", () => {
    const out = clean(
      `<svg ${NS}><style>rect{fill:url(javascript:alert(1))} @import url(https://evil.test/x.css);</style><rect style="fill:url(javascript:alert(2))" width="1"/><rect fill="url(https://evil.test/p.svg#p)" width="2"/><rect filter="url( 'javascript:alert(3)' )" width="3"/></svg>`,
    );
    expect(out).not.toMatch(/javascript|evil|@import|<style|style=/i);
    expect(out.match(/<rect/g)).toHaveLength(3);
  });

  it("keeps harmless inline style", () => {
    expect(clean(`<svg ${NS}><rect style="fill:#f00;opacity:0.5" width="1"/></svg>`)).toContain(
      'style="fill:#f00;opacity:0.5"',
    );
  });

  it("refuses documents that are not a single SVG", () => {
    expect(() => sanitizeSvg(enc("<html><body>hello</body></html>"))).toThrow(SvgRejectedError);
    expect(() => sanitizeSvg(enc(`<svg ${NS}></svg><svg ${NS}></svg>`))).toThrow(SvgRejectedError);
    expect(() => sanitizeSvg(enc(`<svg ${NS}></svg>trailing text`))).toThrow(SvgRejectedError);
  });

  it("adds the SVG namespace when missing so the file renders standalone", () => {
    expect(clean('<svg viewBox="0 0 1 1"><rect width="1"/></svg>')).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
  });
});
