import { z } from '../zod-locale';
import { FLEET, ROUTE_PERIODS } from './fleet';
import { id as idNumber, int32, text, uuid } from '../fields';
import { type SheetSpec, sheetOptions, XlsxMsg } from '../xlsx';

/**
 * The bus imports of 行驶记录 (SPEC §7 importData, importRouteData) on the xlsx kit (docs/xlsx.md):
 * - 乘车幼儿: one row per child, the route, its stop, the child's class and name (the server finds the child);
 * - 路线: one row per stop of a route, in the order the bus calls; consecutive rows with the same name are one route.
 */
const routeFields = FLEET.mutations['busRoute.save'].args.shape;
const stopTime = z
  .string({ error: '请输入正确的到站时间（如07:30）' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, '请输入正确的到站时间（如07:30）');

export const BUS_IMPORT_MAX = 2000;

export const BUS_RIDER_SHEET = {
  title: '乘车幼儿',
  maxRows: BUS_IMPORT_MAX,
  columns: [
    { header: '路线', key: 'routeId', field: uuid('请选择路线'), lookup: 'busRoutes', unknownMsg: '路线不存在', width: 18 },
    { header: '站点', key: 'stopId', field: uuid('请选择站点'), lookup: 'busStops', unknownMsg: '站点不存在', width: 18 },
    { header: '班级', key: 'classId', field: uuid('请选择班级'), lookup: 'classes', unknownMsg: '班级不存在', width: 14 },
    { header: '幼儿姓名', key: 'studentName', field: text(20, { required: '请输入幼儿姓名' }), example: '张小明', width: 14 },
  ],
} as const satisfies SheetSpec;

export const BUS_ROUTE_SHEET = {
  title: '路线',
  maxRows: BUS_IMPORT_MAX,
  columns: [
    { header: '路线名称', key: 'name', field: routeFields.name, example: '三号线（早）', width: 18 },
    {
      header: '班次',
      key: 'period',
      field: routeFields.period,
      options: sheetOptions(ROUTE_PERIODS),
      example: ROUTE_PERIODS.morning,
      width: 14,
    },
    { header: '站点', key: 'stopId', field: uuid('请选择站点'), lookup: 'busStops', unknownMsg: '站点不存在', width: 18 },
    { header: '到站时间', key: 'time', field: stopTime, example: '07:30', width: 12 },
  ],
} as const satisfies SheetSpec;

/**
 * POST /api/importData and /api/importRouteData: the dry run's records (codes, each with its Excel row). With
 * `dryRun` the server only checks every row again and answers the bad ones; without, it writes all or none.
 */
export const busImportInputSchema = z.object({
  schoolId: idNumber(),
  dryRun: z.boolean().default(false),
  rows: z
    .array(z.looseObject({ row: int32().min(1) }), { error: XlsxMsg.empty })
    .min(1, XlsxMsg.empty)
    .max(BUS_IMPORT_MAX, XlsxMsg.tooMany(BUS_IMPORT_MAX)),
});
export type BusImportInput = z.infer<typeof busImportInputSchema>;

export const busImportResultSchema = z.object({
  count: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), column: z.string(), message: z.string() })),
});
export type BusImportResult = z.infer<typeof busImportResultSchema>;
