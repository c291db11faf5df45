import { z } from '../zod-locale';
import { defineArea } from '../area';
import { busCompanyFields, busCompanyRowSchema } from './company';
import { busLineFields, busLineRowSchema } from './lines';
import { idParam, id as idNumber, int32, isoDate, text, uuid } from '../fields';
import { FUEL_CARD_TRANSITIONS, FuelCardMsg } from './fuel-cards';
import { residentIdBirthday } from '../id-number';
import { normalizePlate, plateIssue } from './plate';
import { isSafeFileReference } from '../uploads';

/**
 * School bus basic settings (SPEC §2 /HQGL/ZHXC/XCJBSZ 基础设置, §7 "School bus"): the school's drivers, cars,
 * stops, routes (路线: one run, stop by stop) and lines (线路: a named service grouping routes, contract/bus/lines.ts),
 * its operating company (contract/bus/company.ts), its alert thresholds and the message parents receive on boarding and alighting. Replicated
 * per school in the `bus` scope and edited offline. Fields the SPEC does not show are those a fleet product keeps.
 */

/** 驾照准驾车型 a driver may hold (school buses need A1, A3 or B1 by law; the form offers every class). */
export const LICENCE_CLASSES = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2'] as const;
/** Morning (上学) and afternoon (放学) runs. */
export const ROUTE_PERIODS = { morning: '早班（上学）', afternoon: '晚班（放学）' } as const;
export type RoutePeriod = keyof typeof ROUTE_PERIODS;
/** The placeholders a push template may use, with the sample values its preview shows. */
export const TEMPLATE_PLACEHOLDERS = { 幼儿姓名: '张小明', 站点: '阳光花园东门', 时间: '07:35', 车牌: '粤B12345D' } as const;
export type TemplateValues = Record<keyof typeof TEMPLATE_PLACEHOLDERS, string>;

export const BusMsg = {
  driverName: '请输入司机姓名',
  phone: '请输入正确的手机号!',
  phoneRequired: '请输入手机号',
  idNumber: '身份证号码不正确',
  idNumberRequired: '请输入身份证号码',
  licenceClass: '请选择准驾车型',
  licenceExpiry: '请选择驾照有效期',
  driverPhoneTaken: '该手机号已是本园的司机',
  driverInUse: (route: string) => `该司机已分配到路线「${route}」，不能删除`,
  model: '请输入车型',
  seats: '核载人数应为1-99的整数',
  gpsRequired: '请输入GPS设备号',
  gps: 'GPS设备号为6-20位字母或数字',
  gpsTaken: '该GPS设备号已被本园其他车辆使用',
  plateTaken: '该车牌号已存在',
  carInUse: (route: string) => `该车辆已分配到路线「${route}」，不能删除`,
  stopName: '请输入站点名称',
  lat: '纬度应在-90到90之间',
  lng: '经度应在-180到180之间',
  routeName: '请输入路线名称',
  period: '请选择班次',
  stops: '请至少选择两个站点',
  tooManyStops: '一条路线最多50个站点',
  stopTime: '请输入正确的到站时间（如07:30）',
  stopRepeated: '同一站点不能重复添加',
  stopOrder: '到站时间应按站点顺序递增',
  missingStop: '站点不存在或已停用',
  missingCar: '车辆不存在',
  missingDriver: '司机不存在',
  escort: '跟车老师不是本园教职工',
  overspeed: '超速阈值应为10-120 km/h',
  corridor: '偏离路线距离应为10-1000米',
  parking: '超时停车应为1-240分钟',
  templateRequired: '请输入消息模板',
  placeholder: (name: string) => `未知的占位符{${name}}`,
  photo: '照片地址不正确',
} as const;

/** The replicated rows, as the server sends them and the replica stores them. */
export const busDriverRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  licenceClass: z.string(),
  /** YYYY-MM-DD the licence runs to. */
  licenceExpiry: z.string(),
  /** 1 在职, 0 停用. */
  status: z.number().int(),
  /** A stored picture's path (the uploads kit), '' for none. */
  photo: z.string(),
});
export type BusDriverRow = z.infer<typeof busDriverRowSchema>;

export const busCarRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  plate: z.string(),
  model: z.string(),
  seats: z.number().int(),
  /** The on-board GPS terminal's id (unique in the school): what the positions arrive under. */
  gpsDeviceId: z.string(),
  insuranceExpiry: z.string().nullable(),
  inspectionExpiry: z.string().nullable(),
  status: z.number().int(),
});
export type BusCarRow = z.infer<typeof busCarRowSchema>;

export const busStopRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  /** WGS-84 degrees (what GPS terminals send; maps in China shift to GCJ-02 when they draw). */
  lat: z.number(),
  lng: z.number(),
  address: z.string(),
  disabled: z.boolean(),
});
export type BusStopRow = z.infer<typeof busStopRowSchema>;

const routeStop = z.object({ stopId: z.uuid(), time: z.string() });
export const busRouteRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  name: z.string(),
  period: z.enum(['morning', 'afternoon']),
  /** The stops in the order the bus calls at them, each with its planned time (HH:MM). */
  stops: z.array(routeStop),
  carId: z.uuid().nullable(),
  driverId: z.uuid().nullable(),
  /** The teacher on board (跟车老师): a member of the school, with the name shown. */
  escortId: z.number().int().nullable(),
  escortName: z.string(),
  disabled: z.boolean(),
});
export type BusRouteRow = z.infer<typeof busRouteRowSchema>;

/** A fuel card (油卡) and its moves, each with who made it and when (contract/bus/fuel-cards.ts). */
export const busFuelCardRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  carId: z.uuid(),
  reason: z.string(),
  state: z.enum(['applied', 'approved', 'rejected', 'allocated', 'cancelled']),
  cardNo: z.string(),
  rejectReason: z.string(),
  /** Written by the server: the move, the member and the time (ISO). */
  history: z.array(z.object({ state: z.string(), userId: z.number().int(), userName: z.string(), at: z.string() })),
});
export type BusFuelCardRow = z.infer<typeof busFuelCardRowSchema>;

/** The school's alert thresholds and push templates: one row per school, its id `busSettingsId(schoolId)`. */
export const busSettingsRowSchema = z.object({
  id: z.uuid(),
  schoolId: z.number().int(),
  overspeedKmh: z.number().int(),
  corridorM: z.number().int(),
  parkingMinutes: z.number().int(),
  boardingText: z.string(),
  alightingText: z.string(),
});
export type BusSettingsRow = z.infer<typeof busSettingsRowSchema>;

/** A school's settings row id: fixed, so that two devices saving offline write the same row. */
export const busSettingsId = (schoolId: number): string => `00000000-0000-7000-8000-${schoolId.toString(16).padStart(12, '0')}`;
export const BUS_SETTINGS_DEFAULTS = {
  overspeedKmh: 60,
  corridorM: 25,
  parkingMinutes: 10,
  boardingText: '【校车】{幼儿姓名}已于{时间}在{站点}上车，车牌{车牌}。',
  alightingText: '【校车】{幼儿姓名}已于{时间}在{站点}下车，请家长及时接送。',
} as const;
export const defaultBusSettings = (schoolId: number): BusSettingsRow => ({
  id: busSettingsId(schoolId),
  schoolId,
  ...BUS_SETTINGS_DEFAULTS,
});

const PLACEHOLDER = /\{([^{}]*)\}/g;
/** The first placeholder the template does not know, or null. */
export function unknownPlaceholder(template: string): string | null {
  for (const m of template.matchAll(PLACEHOLDER)) if (!Object.hasOwn(TEMPLATE_PLACEHOLDERS, m[1] ?? '')) return m[1] ?? '';
  return null;
}
/** The message a parent receives: the template with its placeholders filled. */
export function renderBusTemplate(template: string, values: TemplateValues = TEMPLATE_PLACEHOLDERS): string {
  return template.replace(PLACEHOLDER, (all, name: string) => (Object.hasOwn(values, name) ? values[name as keyof TemplateValues] : all));
}

/** Why a route's stops cannot be saved (times must rise along the route), or null. */
export function routeStopsIssue(stops: readonly { stopId: string; time: string }[]): string | null {
  if (new Set(stops.map((s) => s.stopId)).size !== stops.length) return BusMsg.stopRepeated;
  for (let i = 1; i < stops.length; i++) if ((stops[i]?.time ?? '') <= (stops[i - 1]?.time ?? '')) return BusMsg.stopOrder;
  return null;
}

const id = uuid();
const schoolId = idNumber();
const status = z.union([z.literal(0), z.literal(1)], { error: '请选择状态' });
const expiry = (msg: string) => isoDate(msg);
const phone = z
  .string({ error: BusMsg.phoneRequired })
  .trim()
  .min(1, BusMsg.phoneRequired)
  .regex(/^1[3-9]\d{9}$/, BusMsg.phone);
const residentId = z
  .string({ error: BusMsg.idNumberRequired })
  .trim()
  .min(1, BusMsg.idNumberRequired)
  .max(18, BusMsg.idNumber)
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length === 18 && residentIdBirthday(v) !== null, BusMsg.idNumber);
const plate = z
  .string({ error: '请输入车牌号' })
  .max(20, '车牌号格式不正确')
  .transform(normalizePlate)
  .superRefine((v, ctx) => {
    const issue = plateIssue(v);
    if (issue) ctx.addIssue({ code: 'custom', message: issue });
  });
const gps = z
  .string({ error: BusMsg.gpsRequired })
  .trim()
  .min(1, BusMsg.gpsRequired)
  .regex(/^[A-Za-z0-9]{6,20}$/, BusMsg.gps);
const degrees = (max: number, msg: string) => z.number({ error: msg }).min(-max, msg).max(max, msg);
const hhmm = z.string({ error: BusMsg.stopTime }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, BusMsg.stopTime);
const template = text(200, { required: BusMsg.templateRequired, maxMsg: '消息模板最多200个字', multiline: true }).superRefine((v, ctx) => {
  const bad = unknownPlaceholder(v);
  if (bad !== null) ctx.addIssue({ code: 'custom', message: BusMsg.placeholder(bad) });
});

const SETTINGS = '/HQGL/ZHXC/XCJBSZ';
const EDIT = `${SETTINGS}:edit` as const;
const MODULE = '校车基础设置';

export const FLEET = defineArea({
  name: 'fleet',
  page: '/HQGL/ZHXC/XCJBSZ',
  scope: 'bus',
  tables: {
    busDrivers: busDriverRowSchema,
    busCars: busCarRowSchema,
    busStops: busStopRowSchema,
    busRoutes: busRouteRowSchema,
    busSettings: busSettingsRowSchema,
    busFuelCards: busFuelCardRowSchema,
    busLines: busLineRowSchema,
    busCompanies: busCompanyRowSchema,
  },
  mutations: {
    /** Adds the driver with this id, or replaces the record (the form sends every field). */
    'busDriver.save': {
      args: z.object({
        id,
        schoolId,
        name: text(20, { required: BusMsg.driverName, maxMsg: '司机姓名最多20个字' }),
        phone,
        idNumber: residentId,
        licenceClass: z.enum(LICENCE_CLASSES, { error: BusMsg.licenceClass }),
        licenceExpiry: expiry(BusMsg.licenceExpiry),
        status: status.default(1),
        photo: text(1000)
          .refine((v) => v === '' || isSafeFileReference(v), BusMsg.photo)
          .default(''),
      }),
      label: '保存司机',
      permission: EDIT,
      module: MODULE,
    },
    'busDriver.delete': { args: z.object({ id, schoolId }), label: '删除司机', permission: EDIT, module: MODULE },
    'busCar.save': {
      args: z.object({
        id,
        schoolId,
        plate,
        model: text(30, { required: BusMsg.model, maxMsg: '车型最多30个字' }),
        seats: int32(BusMsg.seats).min(1, BusMsg.seats).max(99, BusMsg.seats),
        gpsDeviceId: gps,
        insuranceExpiry: expiry('保险到期日不正确').nullable().default(null),
        inspectionExpiry: expiry('年检到期日不正确').nullable().default(null),
        status: status.default(1),
      }),
      label: '保存车辆',
      permission: EDIT,
      module: MODULE,
    },
    'busCar.delete': { args: z.object({ id, schoolId }), label: '删除车辆', permission: EDIT, module: MODULE },
    'busStop.save': {
      args: z.object({
        id,
        schoolId,
        name: text(30, { required: BusMsg.stopName, maxMsg: '站点名称最多30个字' }),
        lat: degrees(90, BusMsg.lat),
        lng: degrees(180, BusMsg.lng),
        address: text(100).default(''),
        disabled: z.boolean().default(false),
      }),
      label: '保存站点',
      permission: EDIT,
      module: MODULE,
    },
    'busRoute.save': {
      args: z.object({
        id,
        schoolId,
        name: text(30, { required: BusMsg.routeName, maxMsg: '路线名称最多30个字' }),
        period: z.enum(['morning', 'afternoon'], { error: BusMsg.period }),
        stops: z
          .array(z.object({ stopId: uuid(BusMsg.missingStop), time: hhmm }), { error: BusMsg.stops })
          .min(2, BusMsg.stops)
          .max(50, BusMsg.tooManyStops)
          .superRefine((v, ctx) => {
            const issue = routeStopsIssue(v);
            if (issue) ctx.addIssue({ code: 'custom', message: issue });
          }),
        carId: uuid(BusMsg.missingCar).nullable().default(null),
        driverId: uuid(BusMsg.missingDriver).nullable().default(null),
        escortId: int32(BusMsg.escort).min(1, BusMsg.escort).nullable().default(null),
        /** The escort's name as the form shows it; the server stores the member's own name. */
        escortName: text(20).default(''),
        disabled: z.boolean().default(false),
      }),
      label: '保存路线',
      permission: EDIT,
      module: MODULE,
    },
    'fuelCard.apply': {
      args: z.object({ id, schoolId, carId: uuid(FuelCardMsg.car), reason: text(100, { required: FuelCardMsg.reason }) }),
      label: '申请油卡',
      permission: `${SETTINGS}:applyCard`,
      module: MODULE,
    },
    'fuelCard.approve': {
      args: z.object({ id, schoolId }),
      label: '通过油卡申请',
      permission: FUEL_CARD_TRANSITIONS['fuelCard.approve'].permission,
      module: MODULE,
    },
    'fuelCard.reject': {
      args: z.object({ id, schoolId, reason: text(100, { required: FuelCardMsg.rejectReason }) }),
      label: '驳回油卡申请',
      permission: FUEL_CARD_TRANSITIONS['fuelCard.reject'].permission,
      module: MODULE,
    },
    'fuelCard.allocate': {
      args: z.object({
        id,
        schoolId,
        cardNo: z
          .string({ error: FuelCardMsg.cardNo })
          .trim()
          .regex(/^\d{8,20}$/, FuelCardMsg.cardNo),
      }),
      label: '分配油卡',
      permission: FUEL_CARD_TRANSITIONS['fuelCard.allocate'].permission,
      module: MODULE,
    },
    'fuelCard.cancel': {
      args: z.object({ id, schoolId }),
      label: '注销油卡',
      permission: FUEL_CARD_TRANSITIONS['fuelCard.cancel'].permission,
      module: MODULE,
    },
    /** Adds the line with this id or replaces it (createLineInfo, updateLineInfo; disableEnableLine flips `disabled`). */
    'busLine.save': { args: z.object({ id, schoolId, ...busLineFields }), label: '保存线路', permission: EDIT, module: MODULE },
    /** deleteLine: the line goes, its routes stay. */
    'busLine.delete': { args: z.object({ id, schoolId }), label: '删除线路', permission: EDIT, module: MODULE },
    /** The school's one operating company (row id busCompanyId(schoolId)): the form sends every field. */
    'busCompany.save': { args: z.object({ schoolId, ...busCompanyFields }), label: '保存运营单位', permission: EDIT, module: MODULE },
    /** The fields it names change; the others keep their value (or the defaults): alerts and templates save apart. */
    'busSettings.save': {
      args: z.object({
        schoolId,
        overspeedKmh: int32(BusMsg.overspeed).min(10, BusMsg.overspeed).max(120, BusMsg.overspeed).optional(),
        corridorM: int32(BusMsg.corridor).min(10, BusMsg.corridor).max(1000, BusMsg.corridor).optional(),
        parkingMinutes: int32(BusMsg.parking).min(1, BusMsg.parking).max(240, BusMsg.parking).optional(),
        boardingText: template.optional(),
        alightingText: template.optional(),
      }),
      label: '保存校车设置',
      permission: EDIT,
      module: MODULE,
    },
  },
});

/** The school a read names (the GET calls of §7 for clients that do not sync). */
export const busSchoolQuerySchema = z.object({ schoolId: idParam() });
export const busRowQuerySchema = z.object({ schoolId: idParam(), id: uuid() });
/** isDriver: whether a phone number is one of the school's drivers. */
export const isDriverQuerySchema = z.object({
  schoolId: idParam(),
  phone: z
    .string({ error: BusMsg.phoneRequired })
    .trim()
    .regex(/^1[3-9]\d{9}$/, BusMsg.phone),
});
/** disableSite: takes a stop out of use (or back). */
export const disableStopInputSchema = z.object({ schoolId: idNumber(), id: uuid(), disabled: z.boolean().default(true) });

/** The settings row with `changes` applied (the fields a save names), from the stored one or the defaults. */
export function mergeBusSettings(current: BusSettingsRow | undefined, schoolId: number, changes: Partial<BusSettingsRow>): BusSettingsRow {
  const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
  return { ...(current ?? defaultBusSettings(schoolId)), ...defined, id: busSettingsId(schoolId), schoolId };
}
/** disableEnableLine: takes a line out of service (or back). */
export const disableLineInputSchema = z.object({ schoolId: idNumber(), id: uuid(), disabled: z.boolean().default(true) });
/** getSchoolBusInfoBySchoolBusId: a car by the V2 name of its id. */
export const schoolBusQuerySchema = z.object({ schoolId: idParam(), schoolBusId: uuid() });
