import { chinaDateTime } from '@contract/china-time';
import { MEDICATION_METHODS, type MedicationDoseRow, type MedicationOrderRow } from '@contract/health/medication';

/** 口服 阿莫西林颗粒 1包: how a dose reads on a card and in the record. */
export const medicineText = (o: Pick<MedicationOrderRow, 'method' | 'medicine' | 'dose'>): string =>
  `${MEDICATION_METHODS[o.method as keyof typeof MEDICATION_METHODS] ?? ''} ${o.medicine} ${o.dose}`;

/** 李晓雯 08:45: who gave a dose and when (China time; the server's name arrives with the pull). */
export const givenText = (d: Pick<MedicationDoseRow, 'recorderName' | 'createTime'>): string =>
  `${d.recorderName || '本机'} ${d.createTime ? chinaDateTime(d.createTime).slice(11, 16) : ''}`.trim();
