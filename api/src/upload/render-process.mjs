// Plain JavaScript, like the supervisor: a process of its own, forked for one upload, that reads and
// encodes the image with sharp. The API kills it (SIGKILL) when it outlasts its limit: a libvips
// render cannot be interrupted any other way (sharp's own timeout does not stop librsvg), and here
// it holds neither the API's thread pool (file reads, password hashing) nor its event loop.
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(1);

const OUTPUTS = new Set(['png', 'jpeg', 'webp', 'gif', 'avif']);

/** The header's facts the API judges an upload by; nothing else is sent back. */
async function metadata({ input, options }) {
  const { format, compression, width, height, pageHeight } = await sharp(input, options).metadata();
  return { format, compression, width, height, pageHeight };
}

/** The image decoded and written again in `output.format`, upright when `autoOrient`. */
async function encode({ input, options, autoOrient, output }) {
  if (!OUTPUTS.has(output.format)) throw new Error(`unknown output format ${output.format}`);
  let image = sharp(input, options);
  if (autoOrient) image = image.autoOrient();
  return image[output.format](output.options).toBuffer();
}

const JOBS = { metadata, encode };

process.on('message', async ({ id, kind, job }) => {
  try {
    if (!Object.hasOwn(JOBS, kind)) throw new Error(`unknown job ${kind}`);
    process.send({ id, result: await JOBS[kind](job) });
  } catch (error) {
    process.send({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
process.on('disconnect', () => process.exit(0));
