import { allergyText } from '@contract/health/health-records';
import { useMemo } from 'react';
import { useSchoolRows } from './use-school-rows';

/**
 * The school's children's allergies from their health profiles (健康档案), child id → one line (only children with
 * any): what the class pages (晨午检, 喂药登记) and meal planning show beside a child's name.
 */
export function useAllergies(): ReadonlyMap<string, string> {
  const profiles = useSchoolRows('healthProfiles');
  return useMemo(
    () => new Map((profiles ?? []).flatMap((p) => (allergyText(p) ? [[p.studentId, allergyText(p)] as const] : []))),
    [profiles],
  );
}
