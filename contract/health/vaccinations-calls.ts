import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { VACCINE_EDIT, VACCINE_NOTIFY, vaccineNoticeQuerySchema } from './vaccinations';
import { importVaccineDosesInput, importVaccineDosesResultSchema } from './vaccine-sheet';

/** The HTTP calls of server/routes/health/vaccinations.ts, as the client makes them (contract/call.ts). */
export const vaccinationCalls = {
  /** A child's 补种通知 as a PDF. */
  vaccineNotice: defineCall({
    method: 'GET',
    path: '/park/vaccine/notice',
    permission: VACCINE_NOTIFY,
    input: vaccineNoticeQuerySchema,
    download: true,
  }),
  /** The xlsx import (docs/xlsx.md): every row or none. */
  importVaccineDoses: defineCall({
    method: 'POST',
    path: '/park/vaccine/import',
    permission: VACCINE_EDIT,
    input: importVaccineDosesInput,
    output: importVaccineDosesResultSchema,
  }),
};

/** REST paths of the dose and check writes; each runs the same service as its sync mutation. */
export const VACCINATION_WRITE_CALLS = [
  mutationCall('/park/vaccine/dose/save', 'vaccineDose.save'),
  mutationCall('/park/vaccine/dose/remove', 'vaccineDose.remove'),
  mutationCall('/park/vaccine/check/save', 'vaccineCheck.save'),
  mutationCall('/park/vaccine/check/remove', 'vaccineCheck.remove'),
];
