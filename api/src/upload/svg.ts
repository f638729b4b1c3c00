import { unsupportedMediaType } from '../errors.ts';

/** A drawing is drawn this many pixels on its longer side: sharp enough for a logo on any screen. */
export const SVG_LONGER_SIDE = 2000;
/** What entity references may add to a drawing's text, at most. */
const MAX_ENTITY_EXPANSION = 1_000_000;
const BOM = /^\uFEFF/;

/** Text markup (XML, HTML, SVG) rather than a raster format's bytes: it starts with '<'. */
export function looksLikeMarkup(input: Buffer): boolean {
  const start = input.subarray(0, 64).toString('utf8').replace(BOM, '').trimStart();
  return start.startsWith('<');
}

/**
 * The drawing's text when it is an SVG safe to hand to librsvg; null when the markup is not an SVG
 * at all. Refused (415): entity declarations that are external, parametric, nested, or that would
 * grow the text past `MAX_ENTITY_EXPANSION` (a "billion laughs" would stop here, before any parser).
 * Simple internal entities stay: older drawing programs write their namespaces with them.
 */
export function checkSvg(input: Buffer): string | null {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(input);
  if (!/<svg[\s>]/i.test(text)) return null;
  const declarations = [...text.matchAll(/<!ENTITY\s+(%\s*)?([^\s>]+)\s*([^>]*)>/gi)];
  // A declaration that pattern could not read (an unclosed one, say) is refused too.
  if (declarations.length !== (text.match(/<!ENTITY/gi) ?? []).length) throw unsafeSvg();
  let expansion = 0;
  for (const [, parametric, name, body = ''] of declarations) {
    const value = /^(["'])([^"']*)\1$/.exec(body.trim())?.[2];
    if (parametric || value === undefined || /[&%]/.test(value)) throw unsafeSvg();
    expansion += (text.split(`&${name};`).length - 1) * value.length;
  }
  if (expansion > MAX_ENTITY_EXPANSION) throw unsafeSvg();
  return text;
}

/**
 * The size the drawing's root element declares in plain pixels (`width="20000"`, `"20000px"`), read
 * from its text without a parser: enough to refuse a drawing too large to draw before any process
 * starts. Other units, percentages and a missing side answer undefined, and librsvg then measures it.
 */
export function declaredSvgSize(text: string): { width: number; height: number } | undefined {
  const root = /<svg\b([^>]*)>/i.exec(text)?.[1] ?? '';
  const side = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`, 'i').exec(root)?.[1];
    const number = value === undefined ? Number.NaN : Number(value);
    return Number.isFinite(number) && number > 0 ? number : undefined;
  };
  const width = side('width');
  const height = side('height');
  return width && height ? { width, height } : undefined;
}

const unsafeSvg = () =>
  unsupportedMediaType(
    'This SVG declares entities that are not read, for safety: save it as PNG, or as SVG without a DOCTYPE',
    'svg_not_accepted',
  );

/**
 * The density (dots per inch, librsvg's 72 being the drawing's own size) that draws a `width` by
 * `height` drawing at `SVG_LONGER_SIDE` pixels on its longer side, or smaller to stay within
 * `maxPixels`; the size it comes out at, and the pixels that may take once each side is rounded.
 */
export function svgScale(width: number, height: number, maxPixels: number) {
  const scale = Math.min(SVG_LONGER_SIDE / Math.max(width, height), Math.sqrt(maxPixels / (width * height)));
  // sharp takes a density from 1 to 100 000.
  const density = Math.min(100_000, Math.max(1, 72 * scale));
  const drawn = { width: (width * density) / 72, height: (height * density) / 72 };
  return {
    density,
    ...drawn,
    pixels: Math.ceil(drawn.width * drawn.height + drawn.width + drawn.height + 1),
  };
}
