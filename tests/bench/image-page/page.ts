import { type ImageApi, compressImage } from '@workers/image.worker';
import { wrap } from 'comlink';

/** A 4000×3000 photo-like JPEG made here: gradients, shapes and grain, so it compresses like a real photo. */
async function makePhoto(width = 4000, height = 3000): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#7ec8f0');
  sky.addColorStop(0.6, '#d8eef7');
  sky.addColorStop(1, '#5a8f3c');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 4000; i++) {
    ctx.fillStyle = `hsla(${Math.floor(rnd() * 360)}, 60%, ${30 + rnd() * 50}%, ${0.3 + rnd() * 0.5})`;
    ctx.beginPath();
    ctx.arc(rnd() * width, rnd() * height, 4 + rnd() * 60, 0, Math.PI * 2);
    ctx.fill();
  }
  const grain = ctx.getImageData(0, 0, width, height);
  for (let i = 0; i < grain.data.length; i += 4) {
    const n = (rnd() - 0.5) * 24;
    grain.data[i] = (grain.data[i] ?? 0) + n;
    grain.data[i + 1] = (grain.data[i + 1] ?? 0) + n;
    grain.data[i + 2] = (grain.data[i + 2] ?? 0) + n;
  }
  ctx.putImageData(grain, 0, 0);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
}

/** Long tasks (> 50 ms) on this page while `run` works. */
async function watchLongTasks<T>(run: () => Promise<T>): Promise<{ result: T; longest: number; count: number }> {
  const tasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) tasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  const result = await run();
  await new Promise((r) => setTimeout(r, 100));
  observer.disconnect();
  return { result, longest: Math.max(0, ...tasks), count: tasks.length };
}

async function bench() {
  const photo = await makePhoto();
  const file = new File([photo], 'photo.jpg', { type: 'image/jpeg' });
  const worker = wrap<ImageApi>(
    new Worker(new URL('../../../workers/image.worker.ts', import.meta.url), { type: 'module', name: 'image' }),
  );
  await worker.imageSize(file); // start the worker and load its code before timing
  await new Promise((r) => setTimeout(r, 300));
  const inWorker = await watchLongTasks(async () => {
    const t0 = performance.now();
    const r = await worker.compressImage(file, file.name);
    return { ms: performance.now() - t0, width: r.width, height: r.height, bytes: r.blob.size };
  });
  await new Promise((r) => setTimeout(r, 300));
  const onMain = await watchLongTasks(async () => {
    const t0 = performance.now();
    const r = await compressImage(file, file.name, false);
    return { ms: performance.now() - t0, width: r.width, height: r.height, bytes: r.blob.size };
  });
  return { inputBytes: file.size, worker: inWorker, main: onMain };
}

(window as unknown as { bench: typeof bench }).bench = bench;
(document.getElementById('state') as HTMLElement).textContent = 'ready';
