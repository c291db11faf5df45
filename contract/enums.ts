/** Enumerations of SPEC §3 that screens show as words. */
export const KINDERGARTEN_GRADES: Record<number, string> = { 0: '大班', 1: '中班', 2: '小班', 3: '托班', 4: '混龄班', 5: '学前班' };
export const PRIMARY_GRADES: Record<number, string> = { 1: '一年级', 2: '二年级', 3: '三年级', 4: '四年级', 5: '五年级', 6: '六年级' };
export const GENDERS: Record<number, string> = { 1: '男', 2: '女' };

/** Grade name for a school style: style 2 schools count grades 1–6. */
export const gradeLabel = (grade: number, schoolStyle: number): string =>
  (schoolStyle === 2 ? PRIMARY_GRADES[grade] : KINDERGARTEN_GRADES[grade]) ?? `${grade}`;
