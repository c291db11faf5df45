import {
  type AreaMutationName,
  type AreaName,
  addDays,
  busRiderId,
  chinaToday,
  DEMO_PICTURES,
  maxHlc,
  nextHlc,
  type MutationName,
  type ReplicatedTable,
  type RowOf,
  uuidv7,
} from '@contract';
import type { MutationInput } from '../../../sync/mutate';

/** What a move may look at: the acting client's replica of the school, a seeded random source and run-wide facts. */
export interface MoveContext {
  schoolId: number;
  rows: { [T in ReplicatedTable]: RowOf<T>[] };
  random: () => number;
  pick: <T>(xs: readonly T[]) => T | undefined;
  /** A number never handed out before in this run (names, tokens). */
  next: () => number;
  /** Classes each client keeps to itself (the fuzz test's own-class updates): the others leave them be. */
  ownClasses: readonly string[];
  /** Storage keys the server saw stored for the school, what a file record may name. */
  storedFiles: readonly string[];
}

/** For each mutation of an area: random args on the current replica, or undefined when there is nothing to act on. */
export type AreaMoves<A extends AreaName> = {
  [N in AreaMutationName<A> & MutationName]: (c: MoveContext) => MutationInput<N> | undefined;
};

const sysType = (c: MoveContext) => (c.pick([1, 2, 3, 4] as const) ?? 1) as 1 | 2 | 3 | 4;
const picture = (c: MoveContext) => c.pick(DEMO_PICTURES) ?? '';
const row = <T extends { id: string }>(c: MoveContext, rows: T[]) => c.pick(rows);

/**
 * The convergence fuzz test's moves, by area: a new area's mutations join the test by being listed here (a test
 * fails, and typecheck, when an area or one of its mutations has none). Moves keep to rows the run creates, so
 * the clients collide often.
 */
export const AREA_MOVES: { [A in AreaName]: AreaMoves<A> } = {
  schoolRecords: (() => {
    const runClasses = (c: MoveContext) => c.rows.classes.filter((x) => /^(新班|班\d)/.test(x.name) || c.ownClasses.includes(x.id));
    const shared = (c: MoveContext) => runClasses(c).filter((x) => !c.ownClasses.includes(x.id));
    const runStudents = (c: MoveContext) => c.rows.students.filter((x) => /^(童|改)/.test(x.name));
    return {
      'class.create': (c) => ({ id: uuidv7(), schoolId: c.schoolId, name: `新班${c.next()}`, grade: Math.floor(c.random() * 6) }),
      'class.update': (c) => {
        const x = row(c, shared(c));
        return x && { id: x.id, schoolId: c.schoolId, name: `班${c.next()}` };
      },
      // Deleting a shared class: refused locally while it has children, rejected by the server if someone
      // enrolled one meanwhile.
      'class.delete': (c) => {
        const x = row(c, shared(c));
        return x && { id: x.id, schoolId: c.schoolId };
      },
      // Reorders the run's classes (the seeded ones follow them): collides with other clients' sorts and creates.
      'class.sort': (c) => {
        const ids = runClasses(c)
          .map((x) => ({ id: x.id, key: c.random() }))
          .sort((a, b) => a.key - b.key)
          .map((x) => x.id);
        return ids.length > 0 ? { schoolId: c.schoolId, ids } : undefined;
      },
      'student.create': (c) => {
        const cls = row(c, runClasses(c));
        return cls && { id: uuidv7(), schoolId: c.schoolId, classId: cls.id, name: `童${c.next()}`, gender: 1, birthday: '2021-06-01' };
      },
      'student.update': (c) => {
        const x = row(c, runStudents(c));
        const to = row(c, runClasses(c));
        return x && { id: x.id, schoolId: c.schoolId, name: `改${c.next()}`, ...(to && c.random() < 0.5 ? { classId: to.id } : {}) };
      },
      'student.delete': (c) => {
        const x = row(c, runStudents(c));
        return x && { id: x.id, schoolId: c.schoolId };
      },
      // Status changes collide with each other on purpose: a child another client moved first is refused.
      'student.changeClass': (c) => {
        const x = row(c, runStudents(c));
        const to = row(c, runClasses(c));
        return x && to && { schoolId: c.schoolId, ids: [x.id], classId: to.id };
      },
      'student.leave': (c) => {
        const x = row(c, runStudents(c));
        return x && { schoolId: c.schoolId, ids: [x.id], leaveDate: '2026-03-01', leaveReason: `搬家${c.next()}` };
      },
      'student.graduate': (c) => {
        const x = row(c, runStudents(c));
        return x && { schoolId: c.schoolId, ids: [x.id] };
      },
      'student.return': (c) => {
        const x = row(
          c,
          runStudents(c).filter((s) => s.status === 2),
        );
        const to = row(c, runClasses(c));
        return x && to && { schoolId: c.schoolId, ids: [x.id], classId: to.id };
      },
      'guardian.create': (c) => {
        const x = row(c, runStudents(c));
        return (
          x && {
            id: uuidv7(),
            schoolId: c.schoolId,
            studentId: x.id,
            relation: 1,
            name: `家长${c.next()}`,
            phone: '13912345678',
            primary: c.random() < 0.5,
          }
        );
      },
      'guardian.update': (c) => {
        const x = row(c, c.rows.guardians);
        return x && { id: x.id, schoolId: c.schoolId, name: `改家长${c.next()}`, primary: c.random() < 0.5 };
      },
      'guardian.delete': (c) => {
        const x = row(c, c.rows.guardians);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'studentException.create': (c) => {
        const x = row(c, runStudents(c));
        return x && { id: uuidv7(), schoolId: c.schoolId, studentId: x.id, date: '2026-03-02', kind: 1, description: `发烧${c.next()}` };
      },
      'studentException.delete': (c) => {
        const x = row(c, c.rows.studentExceptions);
        return x && { id: x.id, schoolId: c.schoolId };
      },
    } satisfies AreaMoves<'schoolRecords'>;
  })(),
  website: {
    'siteBanner.create': (c) => ({
      id: uuidv7(),
      schoolId: c.schoolId,
      sysType: sysType(c),
      photoName: `图${c.next()}`,
      photoUrl: picture(c),
    }),
    'siteBanner.update': (c) => {
      const x = row(c, c.rows.siteBanners);
      return x && { id: x.id, schoolId: c.schoolId, photoName: `改图${c.next()}`, photoUrl: picture(c) };
    },
    'siteBanner.delete': (c) => {
      const x = row(c, c.rows.siteBanners);
      return x && { id: x.id, schoolId: c.schoolId };
    },
    'siteNotice.create': (c) => ({
      id: uuidv7(),
      schoolId: c.schoolId,
      sysType: sysType(c),
      title: `公告${c.next()}`,
      content: `内容${c.next()}`,
    }),
    'siteNotice.update': (c) => {
      const x = row(c, c.rows.siteNotices);
      return x && { id: x.id, schoolId: c.schoolId, title: `改公告${c.next()}`, content: `新内容${c.next()}` };
    },
    'siteNotice.delete': (c) => {
      const x = row(c, c.rows.siteNotices);
      return x && { id: x.id, schoolId: c.schoolId };
    },
    'siteMember.create': (c) => ({
      id: uuidv7(),
      schoolId: c.schoolId,
      sysType: sysType(c),
      name: `员${c.next() % 10000}`,
      position: '委员',
    }),
    'siteMember.update': (c) => {
      const x = row(c, c.rows.siteMembers);
      return x && { id: x.id, schoolId: c.schoolId, name: `改${c.next() % 10000}`, position: '主任' };
    },
    'siteMember.delete': (c) => {
      const x = row(c, c.rows.siteMembers);
      return x && { id: x.id, schoolId: c.schoolId };
    },
    'siteDynamic.create': (c) => ({
      id: uuidv7(),
      schoolId: c.schoolId,
      sysType: sysType(c),
      title: `动态${c.next()}`,
      summary: `<p>正文${c.next()}</p>`,
      cover: picture(c),
    }),
    'siteDynamic.update': (c) => {
      const x = row(c, c.rows.siteDynamics);
      return x && { id: x.id, schoolId: c.schoolId, title: `改动态${c.next()}`, summary: `<p>改正文${c.next()}</p>`, cover: picture(c) };
    },
    'siteDynamic.delete': (c) => {
      const x = row(c, c.rows.siteDynamics);
      return x && { id: x.id, schoolId: c.schoolId };
    },
  },
  classChat: {
    'classChat.setStatus': (c) => {
      const cls = row(c, c.rows.classes);
      return cls && { classId: cls.id, schoolId: c.schoolId, status: c.random() < 0.5 ? 0 : 1 };
    },
    'classChat.end': (c) => {
      const cls = row(c, c.rows.classes);
      return cls && { id: uuidv7(), schoolId: c.schoolId, classId: cls.id };
    },
  },
  medication: (() => {
    const today = () => chinaToday(new Date());
    // The run's own entrustments (the demo's are over or not begun), still running today.
    const running = (c: MoveContext) =>
      c.rows.medicationOrders.filter(
        (o) => /^药\d/.test(o.medicine) && o.status === 1 && o.startDay <= today() && addDays(o.startDay, o.days - 1) >= today(),
      );
    return {
      // Entrustments for children of the replica, starting today: two at a time, so later turns record their doses.
      'medication.entrust': (c) => {
        const kid = running(c).length < 2 ? row(c, c.rows.students.slice(0, 3)) : undefined;
        return (
          kid && {
            id: uuidv7(),
            schoolId: c.schoolId,
            studentId: kid.id,
            medicine: `药${c.next()}`,
            dose: '5ml',
            method: 1,
            timings: c.pick([[1], [2, 4], [3, 5, 6]]) ?? [1],
            startDay: today(),
            days: 1 + Math.floor(c.random() * 3),
            remindBefore: c.pick([30, 15, 5]) ?? 30,
            guardianName: '妈妈',
            createTime: new Date().toISOString(),
          }
        );
      },
      'medication.stop': (c) => {
        const x = c.random() < 0.3 ? row(c, running(c)) : undefined;
        return x && { id: x.id, schoolId: c.schoolId, stoppedAt: new Date().toISOString() };
      },
      // Two clients often record the same dose: both are kept, the first by HLC is the one given on every replica.
      'medication.give': (c) => {
        const x = row(c, running(c));
        const timing = x && c.pick(x.timings);
        return x && timing !== undefined
          ? {
              id: uuidv7(),
              schoolId: c.schoolId,
              orderId: x.id,
              day: today(),
              timing,
              hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
              createTime: new Date().toISOString(),
            }
          : undefined;
      },
    };
  })(),
  attendance: {
    // Taps on any child of the replica: two clients often mark the same child, which the HLC rule settles.
    'attendance.record': (c) => {
      const kid = row(c, c.rows.students);
      const status = Math.floor(c.random() * 4);
      return (
        kid && {
          id: uuidv7(),
          schoolId: c.schoolId,
          studentId: kid.id,
          day: new Date().toISOString().slice(0, 10),
          status,
          leaveType: status === 2 ? 1 : 0,
          reason: status === 1 || status === 2 ? '发烧' : '',
          temperature: 360 + Math.floor(c.random() * 30),
          hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
        }
      );
    },
    // 全部入园 on a few children: those another client marked first are left as they are, on every replica.
    'attendance.enterAll': (c) => {
      const kids = [...new Set([row(c, c.rows.students), row(c, c.rows.students), row(c, c.rows.students)])].filter((k) => k !== undefined);
      return kids.length
        ? {
            schoolId: c.schoolId,
            day: new Date().toISOString().slice(0, 10),
            entries: kids.map((k) => ({ id: uuidv7(), studentId: k.id })),
            hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
          }
        : undefined;
    },
  },
  healthChecks: {
    // Checks of any child of the replica: two clients often check the same child and session, which the HLC rule
    // settles; a morning check may write the attendance event too, and symptoms may raise an outbreak warning.
    'healthCheck.record': (c) => {
      const kid = row(c, c.rows.students);
      const result = Math.floor(c.random() * 4);
      return (
        kid && {
          id: uuidv7(),
          schoolId: c.schoolId,
          studentId: kid.id,
          day: chinaToday(),
          session: c.random() < 0.7 ? 1 : 2,
          temperature: c.random() < 0.5 ? null : 360 + Math.floor(c.random() * 30),
          symptoms: c.random() < 0.5 ? 0 : 1 << Math.floor(c.random() * 11),
          result,
          note: '',
          photo: '',
          attendanceId: uuidv7(),
          hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
        }
      );
    },
    'healthCheck.allNormal': (c) => {
      const cls = row(c, c.rows.classes);
      const kids = cls ? c.rows.students.filter((s) => s.classId === cls.id).slice(0, 4) : [];
      return cls && kids.length
        ? {
            schoolId: c.schoolId,
            classId: cls.id,
            day: chinaToday(),
            session: 1,
            entries: kids.map((k) => ({ id: uuidv7(), studentId: k.id, attendanceId: uuidv7() })),
            hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
          }
        : undefined;
    },
    // Two clients often start the same child's follow-up offline under different ids: they end on one row.
    'illnessFollowUp.save': (c) => {
      const kid = row(c, c.rows.students);
      return (
        kid && {
          id: uuidv7(),
          schoolId: c.schoolId,
          studentId: kid.id,
          day: chinaToday(),
          symptoms: 1,
          seenDoctor: c.random() < 0.5,
          diagnosis: `诊断${c.next()}`,
          expectedReturn: '',
          note: '',
        }
      );
    },
  },
  // A general application on the school's 通用审批 (its one required field): the applications are not replicated,
  // so the move adds no row; the server's notices and flow run as for a real one.
  approvals: {
    'approval.submit': (c) => {
      const t = c.pick(c.rows.approvalTemplates.filter((x) => x.kind === 'general' && x.enabled));
      return (
        t && {
          id: uuidv7(),
          schoolId: c.schoolId,
          templateId: t.id,
          form: { content: `事项${c.next()}` },
          createTime: new Date().toISOString(),
        }
      );
    },
  },
  staff: {
    // Profiles of any member, with a phone of the run's own (a colleague's phone is refused).
    'staffProfile.save': (c) => {
      const p = row(c, c.rows.staffProfiles);
      return (
        p && {
          schoolId: c.schoolId,
          userId: p.userId,
          name: `教职工${c.next()}`,
          phone: `139${String(c.next()).padStart(8, '0')}`,
          departmentId: p.departmentId,
          positionId: p.positionId,
          education: c.pick([0, 1, 2, 3, 4, 5, 6]) ?? 2,
          remark: `备注${c.next()}`,
        }
      );
    },
    // Serving statuses only: a member set to 离职 could no longer sign in, and the test's clients must.
    'staffProfile.setStatus': (c) => {
      const p = row(c, c.rows.staffProfiles);
      return p && { schoolId: c.schoolId, userId: p.userId, status: c.pick([0, 1, 2, 3, 7]) ?? 1, date: '2026-09-01', reason: '' };
    },
    'staffCredential.save': (c) => {
      const p = row(c, c.rows.staffProfiles);
      const existing = row(
        c,
        c.rows.staffCredentials.filter((x) => x.userId === p?.userId),
      );
      return (
        p && {
          id: existing?.id ?? uuidv7(),
          schoolId: c.schoolId,
          userId: p.userId,
          category: c.pick([0, 1, 2, 3, 4, 5, 6, 7]) ?? 2,
          number: `ZS${c.next()}`,
          expiry: '2027-06-30',
        }
      );
    },
    'staffCredential.delete': (c) => {
      const x = row(c, c.rows.staffCredentials);
      return x && { id: x.id, schoolId: c.schoolId };
    },
  },
  seals: (() => {
    // Keepers among the serving members the replica knows (a keeper who left is refused by the server).
    const keepers = (c: MoveContext) => {
      const serving = c.rows.staffProfiles.filter((p) => ![4, 5, 6].includes(p.status)).map((p) => p.userId);
      const known = serving.length > 0 ? serving : c.rows.seals.flatMap((s) => s.keepers.map((k) => k.userId));
      const first = c.pick(known);
      return first === undefined ? undefined : [first];
    };
    return {
      'seal.save': (c) => {
        const existing = c.random() < 0.4 ? row(c, c.rows.seals) : undefined;
        const keeperIds = keepers(c);
        return (
          keeperIds && {
            id: existing?.id ?? uuidv7(),
            schoolId: c.schoolId,
            name: `印章${c.next()}`,
            kind: c.pick([0, 1, 2, 3, 4, 5, 6]) ?? 0,
            picture: c.random() < 0.5 ? picture(c) : '',
            keeperIds,
            remark: `备注${c.next()}`,
          }
        );
      },
      'seal.setState': (c) => {
        const x = row(c, c.rows.seals);
        return (
          x && { id: x.id, schoolId: c.schoolId, state: c.pick(['active', 'inactive', 'inactive', 'destroyed'] as const) ?? 'inactive' }
        );
      },
      'sealUse.request': (c) => {
        const x = row(
          c,
          c.rows.seals.filter((s) => s.state === 'active'),
        );
        return (
          x && { id: uuidv7(), schoolId: c.schoolId, sealId: x.id, purpose: `合同${c.next()}`, copies: 1 + Math.floor(c.random() * 3) }
        );
      },
      'sealUse.revoke': (c) => {
        const x = row(c, c.rows.sealUses);
        return x && { id: x.id, schoolId: c.schoolId };
      },
    };
  })(),
  staffAttendance: {
    // Marks on any member of the roster: two clients often mark the same person, which the HLC rule settles.
    'staffAttendance.record': (c) => {
      const member = row(c, c.rows.staff);
      const status = Math.floor(c.random() * 6);
      return (
        member && {
          id: uuidv7(),
          schoolId: c.schoolId,
          userId: member.userId,
          day: new Date().toISOString().slice(0, 10),
          status,
          leaveType: status === 2 ? 3 : 0,
          reason: status === 2 || status === 5 ? '年假' : '',
          hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
        }
      );
    },
    // 全部出勤 on a few members: those another client marked first keep their mark, on every replica.
    'staffAttendance.presentAll': (c) => {
      const members = [...new Set([row(c, c.rows.staff), row(c, c.rows.staff)])].filter((m) => m !== undefined);
      return members.length
        ? {
            schoolId: c.schoolId,
            day: new Date().toISOString().slice(0, 10),
            entries: members.map((m) => ({ id: uuidv7(), userId: m.userId })),
            hlc: nextHlc(undefined, Date.now(), `c-${c.next()}`),
          }
        : undefined;
    },
  },
  enrolment: (() => {
    const runClasses = (c: MoveContext) => c.rows.classes.filter((x) => /^(新班|班\d)/.test(x.name) || c.ownClasses.includes(x.id));
    const apps = (c: MoveContext, status?: number) => c.rows.enrolments.filter((x) => status === undefined || x.status === status);
    const fields = (c: MoveContext) => ({
      childName: `童${c.next()}`,
      gender: 2 as const,
      birthday: '2022-03-01',
      idNumber: '',
      parentName: '家长',
      parentPhone: '13900000000',
      grade: Math.floor(c.random() * 6),
      materials: c.random() < 0.5 ? [picture(c)] : [],
    });
    return {
      'enrolment.create': (c) => ({ id: uuidv7(), schoolId: c.schoolId, ...fields(c) }),
      'enrolment.update': (c) => {
        const x = row(c, apps(c, 0));
        return x && { id: x.id, schoolId: c.schoolId, ...fields(c) };
      },
      'enrolment.delete': (c) => {
        const x = row(
          c,
          apps(c).filter((a) => !a.studentId),
        );
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'enrolment.admit': (c) => {
        const x = row(
          c,
          apps(c).filter((a) => !a.studentId),
        );
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'enrolment.reject': (c) => {
        const x = row(
          c,
          apps(c).filter((a) => !a.studentId),
        );
        return x && { id: x.id, schoolId: c.schoolId, reason: `原因${c.next()}` };
      },
      // Two clients placing the same application: the server keeps the first child only.
      'enrolment.assign': (c) => {
        const x = row(c, apps(c, 1));
        const cls = row(c, runClasses(c));
        return x && cls && { id: x.id, schoolId: c.schoolId, classId: cls.id, studentId: uuidv7() };
      },
    } satisfies AreaMoves<'enrolment'>;
  })(),
  files: {
    'file.create': (c) => {
      const filePath = c.pick(c.storedFiles);
      if (filePath === undefined) return undefined;
      const createdAt = new Date().toISOString();
      return { id: uuidv7(), schoolId: c.schoolId, name: `文件${c.next()}`, filePath, size: 100, contentType: 'image/png', createdAt };
    },
    'file.delete': (c) => {
      const x = row(c, c.rows.files);
      return x && { id: x.id, schoolId: c.schoolId };
    },
  },
  fleet: (() => {
    const digits = (c: MoveContext, n: number) => String(c.next()).padStart(n, '0').slice(-n);
    return {
      // Phones, plates and GPS ids drawn from a small pool: clients collide on the uniqueness rules.
      'busDriver.save': (c) => {
        const x = c.random() < 0.5 ? row(c, c.rows.busDrivers) : undefined;
        return {
          id: x?.id ?? uuidv7(),
          schoolId: c.schoolId,
          name: `司机${c.next()}`,
          phone: `1390000000${Math.floor(c.random() * 10)}`,
          idNumber: '11010519491231002X',
          licenceClass: 'A1',
          licenceExpiry: '2030-01-01',
        };
      },
      'busDriver.delete': (c) => {
        const x = row(c, c.rows.busDrivers);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'busCar.save': (c) => {
        const n = Math.floor(c.random() * 10);
        return { id: uuidv7(), schoolId: c.schoolId, plate: `粤B1234${n}`, model: '宇通', seats: 19, gpsDeviceId: `01380000000${n}` };
      },
      'busCar.delete': (c) => {
        const x = row(c, c.rows.busCars);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'busStop.save': (c) => {
        const x = c.random() < 0.3 ? row(c, c.rows.busStops) : undefined;
        return x
          ? { ...x, disabled: !x.disabled }
          : { id: uuidv7(), schoolId: c.schoolId, name: `站点${digits(c, 3)}`, lat: 22.5 + c.random() / 10, lng: 114 + c.random() / 10 };
      },
      'busRoute.save': (c) => {
        const [a, b] = c.rows.busStops.filter((x) => !x.disabled);
        const car = c.random() < 0.5 ? row(c, c.rows.busCars) : undefined;
        const driver = c.random() < 0.5 ? row(c, c.rows.busDrivers) : undefined;
        return (
          a &&
          b && {
            id: uuidv7(),
            schoolId: c.schoolId,
            name: `路线${c.next()}`,
            period: 'morning' as const,
            stops: [
              { stopId: a.id, time: '07:10' },
              { stopId: b.id, time: '07:40' },
            ],
            carId: car?.id ?? null,
            driverId: driver?.id ?? null,
          }
        );
      },
      // Fuel cards: moves from whatever state the replica shows, so clients race on the same card.
      'fuelCard.apply': (c) => {
        const car = row(c, c.rows.busCars);
        return car && { id: uuidv7(), schoolId: c.schoolId, carId: car.id, reason: `加油${c.next()}` };
      },
      'fuelCard.approve': (c) => {
        const x = row(c, c.rows.busFuelCards);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'fuelCard.reject': (c) => {
        const x = row(c, c.rows.busFuelCards);
        return x && { id: x.id, schoolId: c.schoolId, reason: '不需要' };
      },
      'fuelCard.allocate': (c) => {
        const x = row(c, c.rows.busFuelCards);
        return x && { id: x.id, schoolId: c.schoolId, cardNo: `90000000${Math.floor(c.random() * 10)}` };
      },
      'fuelCard.cancel': (c) => {
        const x = row(c, c.rows.busFuelCards);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      // Lines drawn from a small pool of names and the replica's routes: clients collide on names and routes.
      'busLine.save': (c) => {
        const x = c.random() < 0.3 ? row(c, c.rows.busLines) : undefined;
        const route = row(c, c.rows.busRoutes);
        if (x) return { ...x, disabled: !x.disabled };
        return route && { id: uuidv7(), schoolId: c.schoolId, name: `${Math.floor(c.random() * 5) + 1}号线`, routeIds: [route.id] };
      },
      'busLine.delete': (c) => {
        const x = row(c, c.rows.busLines);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'busCompany.save': (c) => ({
        schoolId: c.schoolId,
        name: `运营公司${c.next()}`,
        type: c.random() < 0.5 ? (1 as const) : (2 as const),
        licenceNo: c.random() < 0.3 ? '' : '440300012345',
        contact: '周先生',
        phone: '0755-83216688',
      }),
      'busSettings.save': (c) =>
        c.random() < 0.5
          ? { schoolId: c.schoolId, overspeedKmh: 40 + Math.floor(c.random() * 40) }
          : { schoolId: c.schoolId, boardingText: `{幼儿姓名}上车${c.next()}` },
    };
  })(),
  fees: (() => {
    const valid = <T extends { validity: number }>(rows: T[]) => rows.filter((x) => x.validity === 1);
    return {
      // Names carry the run's counter, so two clients never take the same one.
      'feeItem.save': (c) => {
        const x = c.random() < 0.4 ? row(c, valid(c.rows.feeItems)) : undefined;
        const units = ['term', 'month', 'day', 'once'] as const;
        return {
          id: x?.id ?? uuidv7(),
          schoolId: c.schoolId,
          name: `费${c.next()}`,
          amountFen: Math.floor(c.random() * 500_000),
          unit: c.pick(units) ?? 'month',
        };
      },
      'feeItem.void': (c) => {
        const x = row(c, valid(c.rows.feeItems));
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'feeStructure.save': (c) => {
        const x = c.random() < 0.4 ? row(c, valid(c.rows.feeStructures)) : undefined;
        const cls = x ? c.rows.classes.find((k) => k.id === x.classId) : row(c, c.rows.classes);
        const item = row(c, valid(c.rows.feeItems));
        return (
          cls &&
          item && {
            id: x?.id ?? uuidv7(),
            schoolId: c.schoolId,
            classId: cls.id,
            schoolYear: x?.schoolYear ?? `${2020 + (c.next() % 50)}-${2021 + (c.next() % 50)}`,
            termType: x?.termType ?? 1,
            lines: [{ itemId: item.id, amountFen: c.random() < 0.5 ? null : Math.floor(c.random() * 100_000) }],
          }
        );
      },
      'feeStructure.void': (c) => {
        const x = row(c, valid(c.rows.feeStructures));
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'discount.save': (c) => {
        const x = c.random() < 0.4 ? row(c, valid(c.rows.discounts)) : undefined;
        const fixed = c.random() < 0.5;
        return {
          id: x?.id ?? uuidv7(),
          schoolId: c.schoolId,
          name: `惠${c.next()}`,
          kind: fixed ? 'fixed' : 'percent',
          amountFen: fixed ? 1 + Math.floor(c.random() * 50_000) : 0,
          percent: fixed ? 0 : 1 + Math.floor(c.random() * 100),
          target: 'sibling',
          startsOn: '2026-09-01',
          endsOn: '2027-01-31',
        };
      },
      'discount.void': (c) => {
        const x = row(c, valid(c.rows.discounts));
        return x && { id: x.id, schoolId: c.schoolId };
      },
    };
  })(),
  books: {
    // New entries and edits of unreviewed ones (review is online, not a sync mutation): clients edit the same ones.
    'bookEntry.save': (c) => {
      const open = c.rows.bookEntries.filter((e) => e.state !== 1);
      const x = c.random() < 0.4 ? row(c, open) : undefined;
      const type = c.random() < 0.5 ? (1 as const) : (2 as const);
      return {
        id: x?.id ?? uuidv7(),
        schoolId: c.schoolId,
        type,
        category: type === 1 ? '捐赠' : '水电费',
        amountFen: 1 + Math.floor(c.random() * 500_000),
        day: '2026-11-20',
        pictures: c.random() < 0.5 ? [picture(c)] : [],
        remark: `账${c.next()}`,
      };
    },
  },
  reminders: {
    // New reminders of each kind and edits of the run's own (the people: a serving member of the school).
    'expenseReminder.save': (c) => {
      const people = c.rows.staffProfiles.filter((p) => ![4, 5, 6].includes(p.status)).map((p) => p.userId);
      const who = c.pick(people);
      if (who === undefined) return undefined;
      const x = c.random() < 0.4 ? row(c, c.rows.expenseReminders) : undefined;
      const fen = 1 + Math.floor(c.random() * 500_000);
      const kind = c.pick([1, 2, 3, 4] as const) ?? 1;
      const schedule =
        kind === 1
          ? { kind, day: '2026-12-01', fen }
          : kind === 2
            ? {
                kind,
                monthDay: 1 + Math.floor(c.random() * 31),
                fromMonth: '2026-12',
                untilMonth: c.random() < 0.5 ? null : '2027-06',
                fen,
              }
            : kind === 3
              ? {
                  kind,
                  dues: [
                    { day: '2026-12-01', fen },
                    { day: '2027-01-01', fen },
                  ],
                }
              : { kind, first: { day: '2026-12-01', fen }, last: { day: '2027-03-01', fen } };
      return {
        id: x?.id ?? uuidv7(),
        schoolId: c.schoolId,
        name: `提醒${c.next()}`,
        category: '房租',
        payee: '',
        remindTime: c.pick([0, 1, 2, 3, 7] as const) ?? 0,
        userIds: [who],
        enabled: c.random() < 0.8,
        schedule,
        remark: '',
      };
    },
  },
  expenses: {
    // New projects and edits of existing ones (names unique: a clash is refused alike on both sides).
    'expenseProject.save': (c) => {
      const x = c.random() < 0.4 ? row(c, c.rows.expenseProjects) : undefined;
      return {
        id: x?.id ?? uuidv7(),
        schoolId: c.schoolId,
        name: `项目${c.random() < 0.2 ? 1 : c.next()}`,
        category: c.random() < 0.5 ? '办公用品' : '维修',
        budgets: c.random() < 0.5 ? [{ schoolYear: '2026-2027', budgetFen: 1 + Math.floor(c.random() * 500_000) }] : [],
        enabled: c.random() < 0.8,
        remark: '',
      };
    },
  },
  income: {
    // New projects and edits of the run's (recording incomes is online, not a sync mutation); a name per project.
    'incomeProject.save': (c) => {
      const x = c.random() < 0.4 ? row(c, c.rows.incomeProjects) : undefined;
      const id = x?.id ?? uuidv7();
      return {
        id,
        schoolId: c.schoolId,
        name: `项目${id.slice(-8)}`,
        type: c.random() < 0.5 ? (5 as const) : (1 as const),
        remark: `备注${c.next()}`,
        enabled: c.random() < 0.8,
      };
    },
  },
  salaries: {
    // The school's one template (clients overwrite each other's), and the draft slips the replica holds.
    'salaryTemplate.save': (c) => ({
      schoolId: c.schoolId,
      items: [
        { key: 'base', name: `基本${c.next() % 100}`, kind: 'add' },
        { key: 'tax', name: '个税', kind: 'deduct' },
      ],
    }),
    'salarySlip.save': (c) => {
      const drafts = new Set(c.rows.salaryMonths.filter((m) => m.state === 'draft').map((m) => m.id));
      const x = row(
        c,
        c.rows.salarySlips.filter((s) => drafts.has(s.monthId)),
      );
      const month = x && c.rows.salaryMonths.find((m) => m.id === x.monthId);
      return (
        x &&
        month && {
          id: x.id,
          schoolId: c.schoolId,
          amounts: Object.fromEntries(month.items.map((i) => [i.key, i.kind === 'add' ? Math.floor(c.random() * 900_000) : 0])),
        }
      );
    },
  },
  refunds: {
    // Refund items and groups on the seeded fee items and classes; drafts only where a paid bill exists (rarely here).
    'refundItem.save': (c) => {
      const x =
        c.random() < 0.4
          ? row(
              c,
              c.rows.refundItems.filter((i) => i.validity === 1),
            )
          : undefined;
      const fee = row(
        c,
        c.rows.feeItems.filter((i) => i.validity === 1),
      );
      const mode = c.pick(['day', 'month', 'whole'] as const) ?? 'whole';
      return (
        fee && {
          id: x?.id ?? uuidv7(),
          schoolId: c.schoolId,
          name: `退${c.next()}`,
          feeItemId: fee.id,
          mode,
          unitFen: mode === 'whole' ? 0 : 1 + Math.floor(c.random() * 10_000),
        }
      );
    },
    'refundItem.void': (c) => {
      const x = row(
        c,
        c.rows.refundItems.filter((i) => i.validity === 1),
      );
      return x && { id: x.id, schoolId: c.schoolId };
    },
    'refundGroup.save': (c) => {
      const x =
        c.random() < 0.4
          ? row(
              c,
              c.rows.refundGroups.filter((g) => g.validity === 1),
            )
          : undefined;
      const item = row(
        c,
        c.rows.refundItems.filter((i) => i.validity === 1),
      );
      const cls = row(c, c.rows.classes);
      return item && cls && { id: x?.id ?? uuidv7(), schoolId: c.schoolId, name: `组${c.next()}`, itemIds: [item.id], classIds: [cls.id] };
    },
    'refundGroup.void': (c) => {
      const x = row(
        c,
        c.rows.refundGroups.filter((g) => g.validity === 1),
      );
      return x && { id: x.id, schoolId: c.schoolId };
    },
    'refundRecord.save': (c) => {
      const bill = row(
        c,
        c.rows.bills.filter((b) => b.state === 'paid'),
      );
      const line = bill?.lines[0];
      return (
        bill &&
        line && {
          id: uuidv7(),
          schoolId: c.schoolId,
          studentId: bill.studentId,
          reason: 3,
          way: 1,
          lines: [{ billId: bill.id, itemId: line.itemId, amountFen: 1 + Math.floor(c.random() * 100) }],
        }
      );
    },
  },
  bills: {
    // Drafts for the seeded children: a new one, or a draft of the run edited (another client may edit it too).
    'bill.save': (c) => {
      const x =
        c.random() < 0.4
          ? row(
              c,
              c.rows.bills.filter((b) => b.state === 'draft'),
            )
          : undefined;
      const child = x
        ? c.rows.students.find((s) => s.id === x.studentId)
        : row(
            c,
            c.rows.students.filter((s) => s.status === 1),
          );
      const item = row(
        c,
        c.rows.feeItems.filter((i) => i.validity === 1),
      );
      return (
        child &&
        item && {
          id: x?.id ?? uuidv7(),
          schoolId: c.schoolId,
          studentId: child.id,
          classId: child.classId,
          schoolYear: '2026-2027',
          termType: 1,
          title: `账单${c.next()}`,
          lines: [{ itemId: item.id, quantity: 1 + Math.floor(c.random() * 5), unitFen: Math.floor(c.random() * 100_000), discountFen: 0 }],
          dueOn: '2026-12-31',
        }
      );
    },
    // Two clients billing the same class for the same term: the server makes one set.
    'bill.batch': (c) => {
      const s = row(
        c,
        c.rows.feeStructures.filter((x) => x.validity === 1),
      );
      if (!s) return undefined;
      const kids = c.rows.students.filter((k) => k.classId === s.classId && k.status === 1);
      return {
        schoolId: c.schoolId,
        classId: s.classId,
        schoolYear: s.schoolYear,
        termType: s.termType,
        title: `${s.schoolYear}学年收费`,
        dueOn: addDays(chinaToday(new Date()), 45),
        bills: kids.map((k) => ({ studentId: k.id, id: uuidv7() })),
      };
    },
  },
  busRiders: {
    // Clients put the same children on the same routes (one rider id per pair) at different stops.
    'busRider.save': (c) => {
      const route = row(c, c.rows.busRoutes);
      const stop = route && c.pick(route.stops);
      const child = row(c, c.rows.students.slice(0, 4));
      return (
        route &&
        stop &&
        child && { id: busRiderId(route.id, child.id), schoolId: c.schoolId, routeId: route.id, stopId: stop.stopId, studentId: child.id }
      );
    },
    'busRider.delete': (c) => {
      const x = row(c, c.rows.busRiders);
      return x && { id: x.id, schoolId: c.schoolId };
    },
  },
  busTrips: (() => {
    // Every client records on the same trip: taps, undos and closes race (a close is refused while someone is on
    // board, a tap after a close is refused). Once a route's trip is closed, its next Sunday's trip takes over (the
    // demo's history fills school days only), so the area keeps moves that can apply.
    const SUNDAYS = ['2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20', '2026-12-27'];
    const trip = (c: MoveContext) => {
      const route = row(c, c.rows.busRoutes);
      const closed = new Set(c.rows.busTripEvents.filter((e) => e.kind === 'close' && e.routeId === route?.id).map((e) => e.day));
      const stamp = nextHlc(
        c.rows.busTripEvents.map((e) => e.hlc).reduce<string | undefined>(maxHlc, undefined),
        Date.now(),
        `c${c.schoolId}`,
      );
      return (
        route && {
          id: uuidv7(),
          schoolId: c.schoolId,
          routeId: route.id,
          day: SUNDAYS.find((d) => !closed.has(d)) ?? (SUNDAYS[0] as string),
          hlc: stamp,
          createTime: new Date().toISOString(),
        }
      );
    };
    return {
      'busTrip.tap': (c) => {
        const t = trip(c);
        const stop = c.rows.busStops[0];
        const child = row(c, c.rows.students.slice(0, 4));
        const kind = c.pick(['board', 'board', 'alight', 'absent'] as const) ?? 'board';
        return t && stop && child && { ...t, kind, studentId: child.id, stopId: stop.id, reason: kind === 'absent' ? '请假' : '' };
      },
      'busTrip.undo': (c) => {
        const t = trip(c);
        const x = row(
          c,
          c.rows.busTripEvents.filter((e) => e.kind !== 'undo' && e.kind !== 'close'),
        );
        return t && x && { ...t, routeId: x.routeId, day: x.day, targetId: x.id };
      },
      'busTrip.close': (c) => {
        const t = trip(c);
        return t && { ...t, forced: c.random() < 0.5, reason: '家长已接走' };
      },
    };
  })(),
  healthRecords: (() => {
    const kids = (c: MoveContext) => c.rows.students.slice(0, 6);
    const tenth = (c: MoveContext, from: number, span: number) => Math.round((from + c.random() * span) * 10) / 10;
    return {
      'checkup.save': (c) => {
        const existing = c.random() < 0.4 ? row(c, c.rows.checkups) : undefined;
        const child = existing ? c.rows.students.find((x) => x.id === existing.studentId) : row(c, kids(c));
        return (
          child && {
            id: existing?.id ?? uuidv7(),
            schoolId: c.schoolId,
            studentId: child.id,
            kind: c.pick([1, 2] as const) ?? 2,
            date: addDays(chinaToday(), -Math.floor(c.random() * 60)),
            heightCm: tenth(c, 90, 30),
            weightKg: tenth(c, 12, 10),
            haemoglobin: c.random() < 0.5 ? 100 + Math.floor(c.random() * 40) : null,
            caries: Math.floor(c.random() * 3),
            conclusion: `结论${c.next()}`,
          }
        );
      },
      'checkup.delete': (c) => {
        const x = row(c, c.rows.checkups);
        return x && { id: x.id, schoolId: c.schoolId };
      },
      'healthProfile.save': (c) => {
        const child = row(c, kids(c));
        return (
          child && {
            schoolId: c.schoolId,
            studentId: child.id,
            foodAllergens: c.random() < 0.5 ? ['牛奶' as const] : [],
            drugAllergies: c.random() < 0.3 ? '青霉素' : '',
            note: `备注${c.next()}`,
          }
        );
      },
    };
  })(),
  // Doses of a few seeded children: two clients often enter the same dose (one row by its derived id).
  vaccinations: {
    'vaccineDose.save': (c) => {
      const child = row(c, c.rows.students.slice(0, 4));
      const vaccine = c.pick(['HepB', 'MMR', 'Flu'] as const) ?? 'HepB';
      return (
        child && {
          schoolId: c.schoolId,
          studentId: child.id,
          vaccine,
          doseNo: 1 + Math.floor(c.random() * 2),
          day: child.birthday,
          place: `门诊${c.next()}`,
          batch: '',
          source: 1 as const,
          note: '',
        }
      );
    },
    'vaccineDose.remove': (c) => {
      const x = row(c, c.rows.vaccineDoses);
      return x && { schoolId: c.schoolId, id: x.id };
    },
    'vaccineCheck.save': (c) => {
      const child = row(c, c.rows.students.slice(0, 4));
      return child && { schoolId: c.schoolId, studentId: child.id, day: child.birthday, note: `查验${c.next()}` };
    },
    'vaccineCheck.remove': (c) => {
      const x = row(c, c.rows.vaccineChecks);
      return x && { schoolId: c.schoolId, studentId: x.studentId };
    },
  },
};
