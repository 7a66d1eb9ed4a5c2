// Decodes a PNG or JPEG and bins its pixels, off the main thread: a 4 MB JPEG takes seconds of pure
// JavaScript to decode, which must not stall every other request. Plain JavaScript so that any
// runtime (node, tsx, vitest) can start it as a worker.
import { parentPort } from 'node:worker_threads';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

/** Decoding beyond this would take many seconds and hundreds of megabytes; no logo needs it. */
const MAX_PIXELS = 30_000_000;
/** About this many pixels are sampled, evenly, whatever the image size. */
const TARGET_SAMPLES = 60_000;

function decode(bytes, type) {
  if (type === 'image/png') {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    // IHDR is the first chunk: width and height at bytes 16 and 20.
    const pixels = view.getUint32(16) * view.getUint32(20);
    if (pixels > MAX_PIXELS) throw new Error(`PNG too large to analyse: ${pixels} pixels`);
    return PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  return jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: true,
    maxResolutionInMP: MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
}

/**
 * Opaque pixels sampled on an even grid, binned to 5 bits a channel; each bin carries the mean of its
 * pixels and their count, as [r, g, b, count] quadruples. Mostly transparent pixels are not the logo.
 */
function histogram({ width, height, data }) {
  const step = Math.max(1, Math.floor(Math.sqrt((width * height) / TARGET_SAMPLES)));
  const bins = new Map();
  for (let y = 0; y < height; y += step) {
    for (let x = 0; x < width; x += step) {
      const i = (y * width + x) * 4;
      if (data[i + 3] < 128) continue;
      const r = data[i];
      const g = data[i + 1];
      const b = data[i + 2];
      const key = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      const bin = bins.get(key);
      if (bin) {
        bin[0] += r;
        bin[1] += g;
        bin[2] += b;
        bin[3] += 1;
      } else {
        bins.set(key, [r, g, b, 1]);
      }
    }
  }
  const out = new Float64Array(bins.size * 4);
  let at = 0;
  for (const [r, g, b, n] of bins.values()) {
    out.set([r / n, g / n, b / n, n], at);
    at += 4;
  }
  return out;
}

// One long-lived worker serves every decode, one at a time, so only the first pays the start-up.
parentPort.on('message', ({ id, bytes, type }) => {
  try {
    const colors = histogram(decode(bytes, type));
    parentPort.postMessage({ id, ok: true, colors }, [colors.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
