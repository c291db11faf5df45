import { isPendingUploadRef, fileUrl } from '@contract/uploads';
import { pendingUploadId } from '@sync/pending-uploads';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useReplica } from '@/lib/replica/replica';

export interface FileSrc {
  /** What an <img>/<video> shows: the server URL, or the local Blob while the file waits on this device. */
  src: string | null;
  /** waiting/failed while kept on this device; stored once on the server. */
  status: 'stored' | 'waiting' | 'failed';
  error: string | null;
}

/** A record's file reference (a stored path or `pending-upload:<id>`) as something to show, online or not. */
export function useFileSrc(filePath: string | null | undefined): FileSrc {
  const { db } = useReplica();
  const pendingId = isPendingUploadRef(filePath) ? pendingUploadId(filePath) : null;
  const pending = useLiveQuery(async () => (db && pendingId ? ((await db.uploads.get(pendingId)) ?? null) : null), [db, pendingId]);
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const blob = pending?.blob ?? null;
  useEffect(() => {
    if (!blob) return setObjectUrl(null);
    const url = URL.createObjectURL(blob);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  if (!filePath) return { src: null, status: 'stored', error: null };
  if (!pendingId) return { src: fileUrl(filePath), status: 'stored', error: null };
  return { src: objectUrl, status: pending?.status ?? 'waiting', error: pending?.error ?? null };
}
