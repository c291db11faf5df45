import { mutationCall } from '../mutation-call';

/**
 * 喂药登记's calls (docs/health.md): the sync mutations' REST names for clients that do not sync (the app writes
 * through the mutations, the same services). The record's export is made on the device, from the replica.
 */
export const MEDICATION_WRITE_CALLS = [
  mutationCall('/park/medication/entrust', 'medication.entrust'),
  mutationCall('/park/medication/stop', 'medication.stop'),
  mutationCall('/park/medication/give', 'medication.give'),
];
