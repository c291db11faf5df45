import { useEffect, useState } from 'react';

type LabelOf = (name: string) => string | undefined;

let loading: Promise<LabelOf> | null = null;
let loaded: LabelOf | undefined;

/**
 * The Chinese action of each queued mutation (`新增班级`), for the sync panel. The labels live in the mutation
 * registry, every area's contract file: loaded when the panel first lists a change, not with the shell, so a new area
 * does not grow the first page after sign-in. Until then (or offline before the service worker has cached the
 * registry) a change is shown by its name; a failed load is tried again the next time.
 */
export function useMutationLabels(wanted: boolean): LabelOf | undefined {
  const [labels, setLabels] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || labels) return;
    loading ??= import('@contract/sync/mutations').then((m) => {
      loaded = m.mutationLabel;
      return loaded;
    });
    let live = true;
    loading.then(
      (l) => live && setLabels(() => l),
      () => {
        loading = null;
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, labels]);
  return labels;
}
