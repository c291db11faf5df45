import type { RefundRecordRow } from '@contract/finance/refunds';
import { postNudge } from '@sync/nudge';
import { useEffect, useMemo, useRef } from 'react';
import { moveRefund } from '@/lib/api/calls/refunds';
import { notify } from '@/lib/notify';

/** How often a refund through the original route is asked after while 退款中. */
const POLL_MS = 2000;

/** 退款中: asks the provider's answer through the server every 2 s while the tab is open and online. */
export function useRefundPolling(all: RefundRecordRow[] | undefined, schoolId: number | null, online: boolean, dbName: string | undefined) {
  const processing = useMemo(() => (all ?? []).filter((r) => r.state === 20), [all]);
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (!schoolId || !online || processing.length === 0) return;
    const stop = new AbortController();
    const timer = setInterval(() => {
      for (const r of processing) {
        if (asked.current.has(r.id)) continue;
        asked.current.add(r.id);
        moveRefund({ schoolId, id: r.id, action: 'queryOnline', reason: '' }, { quiet: true, signal: stop.signal })
          .then((x) => {
            if (stop.signal.aborted || x.state === 20) return;
            if (x.state === 2) notify.success(`${x.studentName}的退款已到账`);
            else if (x.state === 21) notify.error(`${x.studentName}的退款失败${x.providerAnswer ? `：${x.providerAnswer}` : ''}`);
            if (dbName) postNudge(dbName, 'wake');
          })
          .catch(() => {})
          .finally(() => asked.current.delete(r.id));
      }
    }, POLL_MS);
    return () => {
      stop.abort();
      clearInterval(timer);
    };
  }, [processing, schoolId, online, dbName]);
}
