import { useSyncExternalStore } from 'react';

/**
 * One voice message plays at a time (SPEC §4 "Voice playback toggles play/pause"): a single Audio element for the
 * page, and the id of the record it plays, which every voice bubble watches.
 */
let audio: HTMLAudioElement | null = null;
let playingId: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};
const setPlaying = (id: string | null) => {
  playingId = id;
  emit();
};

export function toggleVoice(id: string, url: string): void {
  if (playingId === id) {
    audio?.pause();
    setPlaying(null);
    return;
  }
  audio?.pause();
  const next = new Audio(url);
  audio = next;
  next.onended = () => audio === next && setPlaying(null);
  next.onerror = () => audio === next && setPlaying(null);
  setPlaying(id);
  next.play().catch(() => audio === next && setPlaying(null));
}

/** Stops whatever plays (the tab unmounting, another class chosen). */
export function stopVoice(): void {
  audio?.pause();
  audio = null;
  if (playingId !== null) setPlaying(null);
}

export function usePlayingVoice(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => playingId,
  );
}
