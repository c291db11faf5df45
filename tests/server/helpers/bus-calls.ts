import { DEMO_PICTURES, type MutationName, uuidv7 } from '@contract';

/** A valid resident ID (GB 11643 check character X) and a new-energy bus plate, for the bus tests. */
export const DRIVER_ID_NUMBER = '11010519491231002X';

/**
 * A whole round of the bus settings' writes on fresh rows, in an order each finds what it needs and the school is
 * left as it was but for the stops and the route (a driver and car on no route can be deleted): REST path, the
 * mutation it runs (null: a REST call of its own), its body.
 */
export function busCalls(schoolId: number): [path: string, mutation: MutationName | null, body: Record<string, unknown>][] {
  const s = { schoolId };
  const [driverId, carId, stopA, stopB, routeId, lineId, lineV2] = [uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7(), uuidv7()];
  // A car for the fuel cards (it keeps them, so it stays), and a card taken all the way and one rejected.
  const [cardCar, card, refused] = [uuidv7(), uuidv7(), uuidv7()];
  const tail = String(Date.now() % 100000).padStart(5, '0');
  return [
    [
      '/api/doDriverInfo',
      'busDriver.save',
      {
        id: driverId,
        ...s,
        name: '王师傅',
        phone: `139${tail}123`,
        idNumber: DRIVER_ID_NUMBER,
        licenceClass: 'A1',
        licenceExpiry: '2030-06-30',
        status: 1,
        photo: DEMO_PICTURES[0],
      },
    ],
    [
      '/api/editCarInfo',
      'busCar.save',
      {
        id: carId,
        ...s,
        plate: `粤B${tail}D`,
        model: '宇通ZK6609',
        seats: 19,
        gpsDeviceId: `GPS${tail}`,
        insuranceExpiry: '2027-03-01',
        inspectionExpiry: '2027-05-01',
        status: 1,
      },
    ],
    [
      '/api/setCarSiteInfo',
      'busStop.save',
      { id: stopA, ...s, name: '阳光花园东门', lat: 22.5431, lng: 114.0579, address: '滨河路88号', disabled: false },
    ],
    [
      '/api/setCarSiteInfo',
      'busStop.save',
      { id: stopB, ...s, name: '幼儿园正门', lat: 22.5462, lng: 114.0612, address: '', disabled: false },
    ],
    [
      '/api/doRouteInfo',
      'busRoute.save',
      {
        id: routeId,
        ...s,
        name: '一号线',
        period: 'morning',
        stops: [
          { stopId: stopA, time: '07:20' },
          { stopId: stopB, time: '07:45' },
        ],
        carId: null,
        driverId: null,
        escortId: null,
        escortName: '',
        disabled: false,
      },
    ],
    // 线路 over the route, by both names of each call; deleted again at the end of the round.
    [
      '/api/createLineInfo',
      'busLine.save',
      { id: lineId, ...s, name: `线路${tail}`, routeIds: [routeId], remark: '早晚班', disabled: false },
    ],
    ['/api/updateLineInfo', 'busLine.save', { id: lineId, ...s, name: `线路${tail}A`, routeIds: [routeId], remark: '', disabled: false }],
    ['/api/disableEnableLine', null, { id: lineId, ...s, disabled: true }],
    ['/api/deleteLine', 'busLine.delete', { id: lineId, ...s }],
    ['/api/createLineInfoV2', 'busLine.save', { id: lineV2, ...s, name: `线路${tail}B`, routeIds: [routeId], remark: '', disabled: false }],
    ['/api/updateLineInfoV2', 'busLine.save', { id: lineV2, ...s, name: `线路${tail}C`, routeIds: [routeId], remark: '', disabled: false }],
    ['/api/disableEnableLineV2', null, { id: lineV2, ...s, disabled: false }],
    ['/api/deleteLineV2', 'busLine.delete', { id: lineV2, ...s }],
    [
      '/api/companyInfo',
      'busCompany.save',
      { ...s, name: '鹏安校车', type: 2, licenceNo: '440300012345', contact: '周卫东', phone: '0755-83216688', address: '' },
    ],
    // The V2 names of the driver, car and stop saves, on the rows above.
    ['/v2/site', 'busStop.save', { id: stopB, ...s, name: '幼儿园正门', lat: 22.5462, lng: 114.0612, address: '红荔路', disabled: false }],
    ['/api/disableSite', null, { id: stopA, ...s }],
    ['/api/updateAlarmConfig', 'busSettings.save', { ...s, overspeedKmh: 50, corridorM: 30, parkingMinutes: 15 }],
    ['/api/saveMessagePushTemplate', 'busSettings.save', { ...s, boardingText: '{幼儿姓名}已上车', alightingText: '{幼儿姓名}已下车' }],
    ['/api/editCarInfo', 'busCar.save', { id: cardCar, ...s, plate: `粤B${tail}F`, model: '宇通', seats: 19, gpsDeviceId: `GPS${tail}9` }],
    ['/api/applyOilCard', 'fuelCard.apply', { id: card, ...s, carId: cardCar, reason: '新车加油' }],
    ['/api/adoptCardAudit', 'fuelCard.approve', { id: card, ...s }],
    ['/api/distributionCard', 'fuelCard.allocate', { id: card, ...s, cardNo: `9000${tail}001` }],
    ['/api/cancellationCard', 'fuelCard.cancel', { id: card, ...s }],
    ['/api/applyOilCard', 'fuelCard.apply', { id: refused, ...s, carId: cardCar, reason: '备用卡' }],
    ['/api/rejectCardAudit', 'fuelCard.reject', { id: refused, ...s, reason: '已有油卡' }],
    [
      '/v2/driver',
      'busDriver.save',
      {
        id: driverId,
        ...s,
        name: '王建军',
        phone: `139${tail}123`,
        idNumber: DRIVER_ID_NUMBER,
        licenceClass: 'B1',
        licenceExpiry: '2030-06-30',
      },
    ],
    [
      '/v2/bus/addOrEditSchoolBus',
      'busCar.save',
      { id: carId, ...s, plate: `粤B${tail}D`, model: '宇通ZK6609DX', seats: 19, gpsDeviceId: `GPS${tail}`, status: 0 },
    ],
    ['/api/deleteDriverInfo', 'busDriver.delete', { id: driverId, ...s }],
    ['/api/deleteCarInfo', 'busCar.delete', { id: carId, ...s }],
  ];
}
