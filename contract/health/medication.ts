import { z } from '../zod-locale';
import { defineArea } from '../area';
import { CHINA_OFFSET_MS } from '../china-time';
import { idParam, intParam, isoDate, isoDateTime, text, uuid } from '../fields';
import { HLC_PATTERN } from '../hlc';
import { isSafeFileReference } from '../uploads';

/**
 * 喂药登记 (/WSBJ/WYDJ, docs/health.md "喂药登记"): a family entrusts a medicine to the class (委托喂药), the class
 * teachers are reminded before each dose and record it given. SPEC §3: medicine timing 1–6, reminder durations
 * 30/25/20/15/10/5 minutes. The timings are a kindergarten day's moments, each with its clock time in China.
 */

/** SPEC §3 medicine timing 1–6: label and China clock time of each (a kindergarten day, docs/health.md). */
export const MEDICATION_TIMINGS = {
  1: { label: '早餐前', time: '08:00' },
  2: { label: '早餐后', time: '08:40' },
  3: { label: '午餐前', time: '11:00' },
  4: { label: '午餐后', time: '12:00' },
  5: { label: '午睡后', time: '15:00' },
  6: { label: '离园前', time: '16:30' },
} as const;
export type MedicationTiming = keyof typeof MEDICATION_TIMINGS;
export const TIMING_CODES = [1, 2, 3, 4, 5, 6] as const;
export const timingLabel = (t: number): string => {
  const x = MEDICATION_TIMINGS[t as MedicationTiming];
  return x ? `${x.label} ${x.time}` : '';
};

/** SPEC §3 reminder durations (minutes before the dose). */
export const REMIND_BEFORE = [30, 25, 20, 15, 10, 5] as const;
/** A dose not recorded this long after its time is 漏服 (shown red). */
export const MISSED_GRACE_MIN = 30;
/** The longest entrustment: a week (a family entrusts again for a longer course). */
export const MAX_DAYS = 7;

/** How the medicine is given. */
export const MEDICATION_METHODS = { 1: '口服', 2: '外用', 3: '滴眼', 4: '滴耳', 5: '滴鼻', 6: '雾化', 7: '其他' } as const;
export const ORDER_STATUS = { active: 1, stopped: 2 } as const;
export const ORDER_STATUS_LABEL: Record<number, string> = { 1: '进行中', 2: '已停药' };

export const MedicationMsg = {
  noChild: '请选择幼儿',
  notInSchool: '该幼儿不在本园',
  medicine: '请填写药品名称',
  medicineMax: '药品名称最多50个字',
  dose: '请填写每次剂量',
  doseMax: '剂量最多20个字',
  method: '请选择用药方式',
  timings: '请选择服药时间',
  timing: '服药时间不正确',
  startDay: '请选择开始日期',
  startPast: '开始日期不能早于今天',
  startFar: '开始日期不能晚于30天后',
  days: `服药天数应为1～${MAX_DAYS}天`,
  remindBefore: '提醒时间应为30、25、20、15、10或5分钟',
  guardianName: '请填写委托人',
  guardianMax: '委托人最多20个字',
  relationMax: '关系最多10个字',
  noteMax: '备注最多200个字',
  photo: '图片地址不正确',
  noOrder: '委托不存在',
  stopped: '该委托已停药',
  notThatDay: '该日期不在服药日期内',
  notThatTiming: '该委托没有这个服药时间',
  future: '还未到服药日期',
  day: '请选择服药日期',
  hlc: '时间戳不正确',
  createTime: '登记时间不正确',
  exists: '数据已存在',
} as const;

/** A family's entrustment (委托喂药). */
export const medicationOrderRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  studentId: z.uuid(),
  /** The child's class when entrusted: whose teachers give it and are reminded. */
  classId: z.uuid(),
  medicine: z.string(),
  dose: z.string(),
  method: z.number().int(),
  /** SPEC §3 timings 1–6, ascending. */
  timings: z.array(z.number().int()),
  startDay: z.string(),
  days: z.number().int(),
  remindBefore: z.number().int(),
  /** The medicine's photo: a stored file path or a pending upload, '' none. */
  photo: z.string(),
  guardianName: z.string(),
  guardianRelation: z.string(),
  note: z.string(),
  status: z.number().int(),
  /** When it was stopped (ISO), '' while active: doses due after it are no longer expected. */
  stoppedAt: z.string(),
  createdBy: z.number().int().nullable(),
  creatorName: z.string(),
  /** The device's wall time of the entrustment (ISO). */
  createTime: z.string(),
});
export type MedicationOrderRow = z.infer<typeof medicationOrderRowSchema>;

/**
 * A dose given: append-only, one per tap. Two tablets may record the same order, day and timing offline: both are
 * kept, the first by HLC (then id) is the dose given, any other is shown as 重复登记 (a possible double dose).
 */
export const medicationDoseRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  orderId: z.uuid(),
  studentId: z.uuid(),
  classId: z.uuid(),
  day: z.string(),
  timing: z.number().int(),
  photo: z.string(),
  note: z.string(),
  hlc: z.string(),
  /** Who gave it (the signed-in member; null on the device until the server's row arrives). */
  recordedBy: z.number().int().nullable(),
  recorderName: z.string(),
  /** When it was given: the device's wall time of the tap (ISO). */
  createTime: z.string(),
});
export type MedicationDoseRow = z.infer<typeof medicationDoseRowSchema>;

const photo = text(1000)
  .refine((v) => v === '' || isSafeFileReference(v), MedicationMsg.photo)
  .default('');
const note = text(200, { maxMsg: MedicationMsg.noteMax, multiline: true }).default('');
const hlc = z.string({ error: MedicationMsg.hlc }).max(100, MedicationMsg.hlc).regex(HLC_PATTERN, MedicationMsg.hlc);
const timing = intParam({ min: 1, max: 6, msg: MedicationMsg.timing });

/** 新增委托: the args of `medication.entrust`. The start day is checked against today by the service and mutator. */
export const medicationEntrustSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  studentId: uuid(MedicationMsg.noChild),
  medicine: text(50, { required: MedicationMsg.medicine, maxMsg: MedicationMsg.medicineMax }),
  dose: text(20, { required: MedicationMsg.dose, maxMsg: MedicationMsg.doseMax }),
  method: intParam({ min: 1, max: 7, msg: MedicationMsg.method }),
  timings: z
    .array(timing, { error: MedicationMsg.timings })
    .min(1, MedicationMsg.timings)
    .max(6, MedicationMsg.timings)
    .refine((t) => new Set(t).size === t.length, MedicationMsg.timings),
  startDay: isoDate(MedicationMsg.startDay),
  days: intParam({ min: 1, max: MAX_DAYS, msg: MedicationMsg.days }),
  remindBefore: intParam({ msg: MedicationMsg.remindBefore }).refine(
    (m) => (REMIND_BEFORE as readonly number[]).includes(m),
    MedicationMsg.remindBefore,
  ),
  photo,
  guardianName: text(20, { required: MedicationMsg.guardianName, maxMsg: MedicationMsg.guardianMax }),
  guardianRelation: text(10, { maxMsg: MedicationMsg.relationMax }).default(''),
  note,
  createTime: isoDateTime(MedicationMsg.createTime).default(''),
});
export type MedicationEntrustInput = z.infer<typeof medicationEntrustSchema>;

/** 停药: the args of `medication.stop` (the time is the server's, the device shows its own until then). */
export const medicationStopSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  stoppedAt: isoDateTime(MedicationMsg.createTime).default(''),
});
export type MedicationStopInput = z.infer<typeof medicationStopSchema>;

/** 喂药 (one tap): the args of `medication.give`. */
export const medicationGiveSchema = z.object({
  id: uuid(),
  schoolId: idParam(),
  orderId: uuid(MedicationMsg.noOrder),
  day: isoDate(MedicationMsg.day),
  timing,
  photo,
  note,
  hlc,
  createTime: isoDateTime(MedicationMsg.createTime).default(''),
});
export type MedicationGiveInput = z.infer<typeof medicationGiveSchema>;

const PAGE = '/WSBJ/WYDJ';

export const MEDICATION = defineArea({
  name: 'medication',
  page: PAGE,
  scope: 'medication',
  tables: { medicationOrders: medicationOrderRowSchema, medicationDoses: medicationDoseRowSchema },
  indexes: { medicationOrders: 'studentId, classId, startDay', medicationDoses: 'orderId, day, [orderId+day]' },
  mutations: {
    'medication.entrust': { args: medicationEntrustSchema, label: '委托喂药', permission: `${PAGE}:record`, module: '喂药登记' },
    'medication.stop': { args: medicationStopSchema, label: '停药', permission: `${PAGE}:record`, module: '喂药登记' },
    'medication.give': { args: medicationGiveSchema, label: '喂药登记', permission: `${PAGE}:record`, module: '喂药登记' },
  },
});

// ---- Rules both sides and the screens share ---------------------------------------------------------------------

const DAY_MS = 86_400_000;
export const addDay = (d: string, n: number): string => new Date(Date.parse(d) + n * DAY_MS).toISOString().slice(0, 10);
export const lastDayOf = (o: Pick<MedicationOrderRow, 'startDay' | 'days'>): string => addDay(o.startDay, o.days - 1);
export const orderDays = (o: Pick<MedicationOrderRow, 'startDay' | 'days'>): string[] =>
  Array.from({ length: o.days }, (_, i) => addDay(o.startDay, i));

/** The instant (epoch ms) a dose is due: the timing's China clock time on its day. */
export function doseDueMs(day: string, t: number): number {
  const time = MEDICATION_TIMINGS[t as MedicationTiming]?.time ?? '00:00';
  return Date.parse(`${day}T${time}:00Z`) - CHINA_OFFSET_MS;
}
/** When its reminder goes out: `remindBefore` minutes before the dose. */
export const reminderMs = (day: string, t: number, remindBefore: number): number => doseDueMs(day, t) - remindBefore * 60_000;

/** Whether a dose is still expected: the order was not stopped before it was due. */
export const doseExpected = (o: Pick<MedicationOrderRow, 'status' | 'stoppedAt'>, day: string, t: number): boolean =>
  o.status !== ORDER_STATUS.stopped || (o.stoppedAt !== '' && Date.parse(o.stoppedAt) > doseDueMs(day, t));

/** The dose given among those recorded for one order, day and timing: the first by HLC, then id. */
export function givenDose<D extends Pick<MedicationDoseRow, 'hlc' | 'id'>>(doses: readonly D[]): D | undefined {
  let first: D | undefined;
  for (const d of doses) if (!first || d.hlc < first.hlc || (d.hlc === first.hlc && d.id < first.id)) first = d;
  return first;
}

export type DoseState = 'given' | 'pending' | 'missed';
export const DOSE_STATE_LABEL: Record<DoseState, string> = { given: '已服', pending: '待服', missed: '漏服' };
/** 已服 when recorded; 漏服 when not recorded MISSED_GRACE_MIN after its time; 待服 before that. */
export function doseState(given: boolean, day: string, t: number, nowMs: number): DoseState {
  if (given) return 'given';
  return nowMs > doseDueMs(day, t) + MISSED_GRACE_MIN * 60_000 ? 'missed' : 'pending';
}

/** One expected dose of an order (a line of the day's list and of the record). */
export interface DoseSlot {
  order: MedicationOrderRow;
  day: string;
  timing: number;
  state: DoseState;
  given: MedicationDoseRow | undefined;
  /** Other records of the same dose (another tablet's): 重复登记. */
  repeats: MedicationDoseRow[];
}

/**
 * The expected doses of these orders on days in [from, to] (up to `nowMs` for the state), each with its record: what
 * the day's screen groups by timing and the record lists.
 */
export function doseSlots(
  orders: readonly MedicationOrderRow[],
  doses: readonly MedicationDoseRow[],
  from: string,
  to: string,
  nowMs: number,
): DoseSlot[] {
  const byKey = new Map<string, MedicationDoseRow[]>();
  for (const d of doses) {
    const key = `${d.orderId} ${d.day} ${d.timing}`;
    byKey.set(key, [...(byKey.get(key) ?? []), d]);
  }
  const slots: DoseSlot[] = [];
  for (const order of orders)
    for (const day of orderDays(order)) {
      if (day < from || day > to) continue;
      for (const t of order.timings) {
        const recorded = byKey.get(`${order.id} ${day} ${t}`) ?? [];
        if (recorded.length === 0 && !doseExpected(order, day, t)) continue;
        const given = givenDose(recorded);
        slots.push({
          order,
          day,
          timing: t,
          state: doseState(given !== undefined, day, t, nowMs),
          given,
          repeats: recorded.filter((d) => d !== given),
        });
      }
    }
  return slots.sort((a, b) => a.day.localeCompare(b.day) || a.timing - b.timing || a.order.id.localeCompare(b.order.id));
}

/** How far ahead an entrustment may start (a family brings the medicine for the days to come, not next term). */
export const START_AHEAD_DAYS = 30;

/** The start day's rule, by the caller's clock: today at the earliest (a past day cannot be given any more). */
export function startDayProblem(startDay: string, today: string): string | null {
  if (startDay < today) return MedicationMsg.startPast;
  if (startDay > addDay(today, START_AHEAD_DAYS)) return MedicationMsg.startFar;
  return null;
}

/**
 * Why a dose of this order cannot be recorded for that day and timing (null: it can), by the caller's today: the
 * same rule on the device (sync/mutators/health/medication.ts) and here. A stopped order still takes a dose
 * recorded offline before the stop (by the tap's time): the stop ends reminders, not the record of what was given.
 */
export function doseProblem(
  order: MedicationOrderRow,
  a: Pick<MedicationGiveInput, 'day' | 'timing' | 'createTime'>,
  today: string,
): string | null {
  if (a.day < order.startDay || a.day > lastDayOf(order)) return MedicationMsg.notThatDay;
  if (!order.timings.includes(a.timing)) return MedicationMsg.notThatTiming;
  if (a.day > today) return MedicationMsg.future;
  const stopped = order.status === ORDER_STATUS.stopped && order.stoppedAt !== '';
  if (stopped && a.createTime !== '' && Date.parse(a.createTime) > Date.parse(order.stoppedAt)) return MedicationMsg.stopped;
  return null;
}

/** The notice a class teacher gets before a dose (title 喂药提醒). */
export const MEDICATION_REMINDER_TITLE = '喂药提醒';
export function reminderContent(
  o: Pick<MedicationOrderRow, 'medicine' | 'dose' | 'method'>,
  child: string,
  cls: string,
  t: number,
): string {
  const method = MEDICATION_METHODS[o.method as keyof typeof MEDICATION_METHODS] ?? '';
  return `${cls} ${child} ${timingLabel(t)} ${method} ${o.medicine} ${o.dose}，请按时喂药并登记。`;
}
