import { describe, expect, it } from 'vitest';
import { FLEET, BusMsg, renderBusTemplate, routeStopsIssue, unknownPlaceholder } from '../../contract/bus/fleet';

const driverArgs = FLEET.mutations['busDriver.save'].args;
const base = {
  id: '0190f3c1-0000-7000-8000-000000000001',
  schoolId: 101,
  name: '王师傅',
  phone: '13911112222',
  licenceClass: 'A1',
  licenceExpiry: '2030-01-01',
};
const msgOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('bus settings rules (contract/bus/fleet.ts)', () => {
  it('takes a resident ID with its check digit and refuses a wrong one', () => {
    expect(driverArgs.safeParse({ ...base, idNumber: '11010519491231002x' }).data?.idNumber).toBe('11010519491231002X');
    expect(msgOf(driverArgs.safeParse({ ...base, idNumber: '110105194912310021' }))).toBe(BusMsg.idNumber);
    // A 15-digit ID (no check digit) is not accepted for a driver.
    expect(msgOf(driverArgs.safeParse({ ...base, idNumber: '110105491231002' }))).toBe(BusMsg.idNumber);
  });

  it('fills a template with sample values and names an unknown placeholder', () => {
    expect(renderBusTemplate('{幼儿姓名}于{时间}在{站点}上车，车牌{车牌}')).toBe('张小明于07:35在阳光花园东门上车，车牌粤B12345D');
    expect(unknownPlaceholder('{幼儿姓名}{班级}')).toBe('班级');
    expect(unknownPlaceholder('{幼儿姓名}已上车')).toBeNull();
  });

  it('wants a route’s stops once each with rising times', () => {
    const s = (stopId: string, time: string) => ({ stopId, time });
    expect(routeStopsIssue([s('a', '07:00'), s('b', '07:10')])).toBeNull();
    expect(routeStopsIssue([s('a', '07:00'), s('a', '07:10')])).toBe(BusMsg.stopRepeated);
    expect(routeStopsIssue([s('a', '07:10'), s('b', '07:10')])).toBe(BusMsg.stopOrder);
  });
});
