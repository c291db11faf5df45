import { type ExportDataQuery, RECORD_KINDS, RIDER_STATE_LABEL, ROUTE_PERIODS } from '@contract';
import { type XlsxTable, xlsxTable } from '../../../lib/xlsx-table';
import type { AuthedContext } from '../../context';
import { siteRecordRows } from './site-records';
import { studentBusRecordRows } from './student-bus-records';
import { tripRecordRows } from './trip-records';

/** At most this many rows in one export (a year of a large school's trips fits). */
const EXPORT_MAX = 20_000;

/**
 * getExportData (blob): the records of one 行驶记录 tab with its filters, as an .xlsx with 序号 first. Returns the
 * bytes and the file's title (the route sets the download headers).
 */
export async function exportBusData(ctx: AuthedContext, q: ExportDataQuery): Promise<{ title: string; bytes: Buffer }> {
  const title = `行驶记录-${RECORD_KINDS[q.kind]}`;
  let table: Omit<XlsxTable, 'title'>;
  if (q.kind === 'student') {
    const rows = (await studentBusRecordRows(ctx, q)).slice(0, EXPORT_MAX);
    table = {
      headers: ['序号', '日期', '路线', '班次', '幼儿姓名', '班级', '上车站点', '上车时间', '下车站点', '下车时间', '状态', '缺乘原因'],
      widths: [8, 12, 16, 14, 12, 12, 16, 10, 16, 10, 10, 16],
      rows: rows.map((r, i) => [
        i + 1,
        r.day,
        r.routeName,
        ROUTE_PERIODS[r.period],
        r.studentName,
        r.className,
        r.boardStop,
        r.boardTime,
        r.alightStop,
        r.alightTime,
        RIDER_STATE_LABEL[r.state],
        r.reason,
      ]),
    };
  } else if (q.kind === 'site') {
    const rows = (await siteRecordRows(ctx, q)).slice(0, EXPORT_MAX);
    table = {
      headers: ['序号', '日期', '站点', '上车人数', '下车人数', '缺乘人数'],
      widths: [8, 12, 18, 10, 10, 10],
      rows: rows.map((r, i) => [i + 1, r.day, r.stopName, r.boardings, r.alightings, r.absences]),
    };
  } else {
    const rows = (await tripRecordRows(ctx, q)).slice(0, EXPORT_MAX);
    table = {
      headers: [
        '序号',
        '日期',
        '路线',
        '班次',
        '车辆',
        '司机',
        '跟车老师',
        '应乘',
        '在车上',
        '缺乘',
        '已下车',
        '开始时间',
        '结束时间',
        '状态',
      ],
      widths: [8, 12, 16, 14, 12, 10, 10, 8, 8, 8, 8, 10, 10, 24],
      rows: rows.map((r, i) => [
        i + 1,
        r.day,
        r.routeName,
        ROUTE_PERIODS[r.period],
        r.carPlate,
        r.driverName,
        r.escortName,
        r.expected,
        r.onBoard,
        r.absent,
        r.alighted,
        r.startTime,
        r.endTime,
        r.forced ? `强制结束：${r.reason}` : r.closed ? '已结束' : '未结束',
      ]),
    };
  }
  return { title, bytes: await xlsxTable({ title, ...table }) };
}
