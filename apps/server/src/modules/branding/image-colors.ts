import { Worker } from 'node:worker_threads';
import type { TWeightedColor } from './color-math.ts';

const WORKER_URL = new URL('./raster-worker.mjs', import.meta.url);
/** A decode that takes longer than this is abandoned (the caller falls back to the defaults). */
const DECODE_TIMEOUT_MS = 20_000;

type TReply = { id: number; ok: true; colors: Float64Array } | { id: number; ok: false; message: string };
type TJob = {
  resolve: (colors: TWeightedColor[]) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
};

let worker: Worker | null = null;
let nextId = 1;
const jobs = new Map<number, TJob>();

function failAll(err: Error) {
  for (const job of jobs.values()) {
    clearTimeout(job.timer);
    job.reject(err);
  }
  jobs.clear();
}

function toColors(flat: Float64Array): TWeightedColor[] {
  const colors: TWeightedColor[] = [];
  for (let i = 0; i < flat.length; i += 4) {
    colors.push({ r: flat[i] ?? 0, g: flat[i + 1] ?? 0, b: flat[i + 2] ?? 0, weight: flat[i + 3] ?? 0 });
  }
  return colors;
}

/** The one decoding worker, started on first use; it never keeps the process alive. */
function decoder(): Worker {
  if (worker) return worker;
  // Plain JavaScript with no loader (execArgv []): starts in tens of milliseconds under tsx too.
  const started = new Worker(WORKER_URL, { execArgv: [], resourceLimits: { maxOldGenerationSizeMb: 768 } });
  started.unref();
  started.on('message', (reply: TReply) => {
    const job = jobs.get(reply.id);
    if (!job) return;
    jobs.delete(reply.id);
    clearTimeout(job.timer);
    if (reply.ok) job.resolve(toColors(reply.colors));
    else job.reject(new Error(reply.message));
  });
  started.on('error', (err) => failAll(err));
  started.on('exit', () => {
    if (worker === started) worker = null;
    failAll(new Error('The image decoder stopped'));
  });
  worker = started;
  return started;
}

/**
 * The opaque colours of a PNG or JPEG as a weighted histogram, decoded in a worker thread so that the
 * seconds a large JPEG takes in pure JavaScript do not stall other requests. Rejects on anything the
 * decoder refuses, on images over 30 megapixels, and after 20 s (the worker is then replaced).
 */
export function rasterColors(bytes: Uint8Array, type: 'image/png' | 'image/jpeg'): Promise<TWeightedColor[]> {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    const timer = setTimeout(() => {
      jobs.delete(id);
      reject(new Error('Decoding the logo took too long'));
      void worker?.terminate();
    }, DECODE_TIMEOUT_MS);
    timer.unref();
    jobs.set(id, { resolve, reject, timer });
    decoder().postMessage({ id, bytes, type });
  });
}
