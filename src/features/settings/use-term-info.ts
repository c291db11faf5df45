import { schoolYearOfDate, type TermInfo, type TermType } from '@contract/term';
import { useCallback, useEffect, useState } from 'react';
import { getSchoolYearByDate } from '@/lib/api/calls/get-school-year-by-date';
import { getTermInfo } from '@/lib/api/calls/get-term-info';
import { dayjs } from '@/lib/format';

export interface TermDraft {
  schoolYear: string;
  termType: TermType;
}

/** The school's term as saved, and what the form starts from: the saved term, else the term today falls in. */
export function useTermInfo(schoolId: number | null, online: boolean) {
  const [info, setInfo] = useState<TermInfo | null>(null);
  const [today, setToday] = useState<TermDraft | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    if (!schoolId || !online) return;
    setFailed(false);
    const todayDate = dayjs().format('YYYY-MM-DD');
    try {
      const [term, byDate] = await Promise.all([
        getTermInfo(schoolId, { quiet: 'unreachable' }),
        getSchoolYearByDate(schoolId, todayDate, { quiet: true }).catch(() => schoolYearOfDate(todayDate)),
      ]);
      setInfo(term);
      setToday({ schoolYear: byDate.schoolYear, termType: byDate.termType === 1 ? 1 : 2 });
    } catch {
      setFailed(true);
    }
  }, [schoolId, online]);

  useEffect(() => {
    void load();
  }, [load]);

  return { info, setInfo, today, failed, reload: load };
}
