import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { ACCENT, type Drawing } from './built-in.ts';

const imagesFolder = new URL('../images/', import.meta.url);

/**
 * Rasterizes a drawing to WebP at its own size (times its `scale`), repainting its accent when the
 * drawing asks for it.
 */
export async function renderDrawing(drawing: Drawing): Promise<Buffer> {
  const svg = await readFile(new URL(drawing.file, imagesFolder), 'utf8');
  const painted = drawing.accent ? svg.replaceAll(ACCENT, drawing.accent) : svg;
  return sharp(Buffer.from(painted), { density: 72 * (drawing.scale ?? 1) })
    .webp({ quality: 80 })
    .toBuffer();
}
