import { BILL_SHEET } from './finance/bill-sheet';
import { BUS_RIDER_SHEET, BUS_ROUTE_SHEET } from './bus/sheets';
import { STAFF_EXPORT_SHEET, STAFF_SHEET } from './people/staff';
import { SALARY_SHEET } from './finance/salaries';
import { STUDENT_SHEET } from './people/student-sheet';
import { CHECKUP_SHEET } from './health/checkup-sheet';
import type { SheetSpec } from './xlsx';
import { VACCINE_DOSE_SHEET } from './health/vaccine-sheet';

/**
 * Every column spec the xlsx worker can build and read, by name: the worker gets a name over Comlink (a zod field
 * cannot be posted to it) and finds the spec here. An area adds its sheet with one line.
 */
export const SHEETS = {
  students: STUDENT_SHEET,
  busRiders: BUS_RIDER_SHEET,
  busRoutes: BUS_ROUTE_SHEET,
  staff: STAFF_SHEET,
  staffExport: STAFF_EXPORT_SHEET,
  bills: BILL_SHEET,
  salaries: SALARY_SHEET,
  checkups: CHECKUP_SHEET,
  vaccineDoses: VACCINE_DOSE_SHEET,
} as const satisfies Record<string, SheetSpec>;

export type SheetName = keyof typeof SHEETS;
