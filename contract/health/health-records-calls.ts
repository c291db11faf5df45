import { defineCall } from '../call';
import { mutationCall } from '../mutation-call';
import { importCheckupsInput, importCheckupsResultSchema } from './checkup-sheet';

/** 健康档案's calls (docs/health.md): the sync mutations' REST names and the hospital sheet's import (online). */
export const healthRecordCalls = {
  saveCheckup: mutationCall('/park/health/checkup/save', 'checkup.save'),
  deleteCheckup: mutationCall('/park/health/checkup/delete', 'checkup.delete'),
  saveHealthProfile: mutationCall('/park/health/profile/save', 'healthProfile.save'),
  importCheckups: defineCall({
    method: 'POST',
    path: '/park/health/checkup/import',
    permission: '/WSBJ/JKDA:edit',
    input: importCheckupsInput,
    output: importCheckupsResultSchema,
  }),
};
