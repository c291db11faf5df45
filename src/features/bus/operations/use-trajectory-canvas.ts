import { proxy, transfer } from 'comlink';
import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import { startTrajectoryWorker, type TrajectoryWorker } from '@/lib/trajectory/trajectory-client';

/**
 * 轨迹回放's map: a canvas in `box` drawn by a trajectory worker of its own (kept in `worker`), which reports the playback
 * clock. The refs and setters are stable, so this runs once per mount.
 */
export function useTrajectoryCanvas(
  box: RefObject<HTMLDivElement | null>,
  worker: RefObject<TrajectoryWorker | null>,
  setT: Dispatch<SetStateAction<number>>,
  setPlaying: Dispatch<SetStateAction<boolean>>,
  setFollow: Dispatch<SetStateAction<boolean>>,
) {
  // The canvas is made here and handed to a new worker for good (a canvas transfers once), so each mount has its own.
  useEffect(() => {
    const host = box.current;
    if (!host) return;
    const canvas = document.createElement('canvas');
    canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;cursor:grab';
    canvas.setAttribute('data-testid', 'playback-canvas');
    host.prepend(canvas);
    const w = startTrajectoryWorker();
    worker.current = w;
    const offscreen = canvas.transferControlToOffscreen();
    const onTick = proxy((time: number, isPlaying: boolean, following: boolean) => {
      setT(time);
      setPlaying(isPlaying);
      setFollow(following);
    });
    const rect = host.getBoundingClientRect();
    void w.api.init(transfer(offscreen, [offscreen]), rect.width, rect.height, window.devicePixelRatio || 1, onTick);
    const resize = new ResizeObserver(() => {
      const r = host.getBoundingClientRect();
      void w.api.resize(r.width, r.height, window.devicePixelRatio || 1);
    });
    resize.observe(host);
    // Drag pans (and stops following), the wheel zooms about the pointer.
    let drag: { x: number; y: number } | null = null;
    const down = (e: PointerEvent) => {
      drag = { x: e.clientX, y: e.clientY };
      canvas.setPointerCapture(e.pointerId);
      canvas.style.cursor = 'grabbing';
    };
    const move = (e: PointerEvent) => {
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      drag = { x: e.clientX, y: e.clientY };
      if (dx || dy) void w.api.panBy(dx, dy);
    };
    const up = () => {
      drag = null;
      canvas.style.cursor = 'grab';
    };
    const wheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = canvas.getBoundingClientRect();
      void w.api.zoomAt(-Math.sign(e.deltaY) * 0.5, e.clientX - r.left, e.clientY - r.top);
    };
    canvas.addEventListener('pointerdown', down);
    canvas.addEventListener('pointermove', move);
    canvas.addEventListener('pointerup', up);
    canvas.addEventListener('pointercancel', up);
    canvas.addEventListener('wheel', wheel, { passive: false });
    return () => {
      resize.disconnect();
      worker.current = null;
      w.close();
      canvas.remove();
    };
  }, [box, worker, setT, setPlaying, setFollow]);
}
