import { FinanceMsg } from './account';
import { MEMBER, readsUnder } from './permissions';

/**
 * Sync scopes (docs/permissions.md): every replicated table belongs to one, through its area (contract/area.ts).
 * A device pulls, holds and writes only the scopes its member may read: a scope is read by a member who holds a
 * page at or under one of its `readBy` paths (or by every member: MEMBER). When a member's rights change, their
 * devices pull a newly granted scope from its start and purge a revoked one (rows and pending changes).
 */
interface ScopeDecl {
  label: string;
  /**
   * Pages (a page or any page under it grants) or action keys (`'/P:action'`, granted as such: a scope some members
   * of a page must not read, such as colleagues' attendance).
   */
  readBy: readonly string[] | typeof MEMBER;
  /**
   * A scope of event rows that grow every day (messages, attendance, taps): only rows whose `date` field (a
   * 'YYYY-MM-DD…' string every table of the scope has) falls in the sync window replicate; older ones are read
   * online. The window is the current and previous term by default (contract/sync/window.ts).
   */
  window?: { date: string };
  /**
   * A scope behind the finance password (docs/finance.md): served only to a session whose finance pages are unlocked
   * in the school, and sealed on the device when the unlock ends (its rows leave; its pending changes wait, unlike a
   * revoked scope's). `lockedMsg` is how the server refuses its writes while locked: such refusals go again once the
   * scope is unlocked (docs/sync.md, "Unlock").
   */
  unlock?: { lockedMsg: string };
}

export const SCOPES = {
  /** Classes and children: the roster every screen about children needs. */
  records: {
    label: '班级与幼儿',
    readBy: ['/YWGL/JCXX', '/YWGL/ZSGL', '/YWGL/YECQGL', '/YWGL/CWGL', '/HQGL/ZHXC', '/WSBJ', '/BJGZ', '/BJGL', '/JYGY', '/RHJY'],
  },
  /** Enrolment applications (招生管理): read by the staff who may open the page. */
  enrolment: { label: '招生', readBy: ['/YWGL/ZSGL'] },
  /** The committee websites' content. */
  website: { label: '党团工委', readBy: ['/DGTW'] },
  /** The parent-committee class chats (家委会): each class's chat switch. */
  classChat: { label: '家委会聊天', readBy: ['/DGTW/JWH'] },
  /** Their messages, which grow every day: a device holds the recent window only (contract/sync/window.ts). */
  chatHistory: { label: '聊天记录', readBy: ['/DGTW/JWH'], window: { date: 'createTime' } },
  /** Daily attendance events (幼儿考勤): a device holds the sync window's days, older ones are read online. */
  attendance: { label: '幼儿考勤', readBy: ['/YWGL/YECQGL', '/WSBJ/CWJ'], window: { date: 'day' } },
  /**
   * The school's staff roster (members with department and position): read by the HR pages that list staff and by
   * who keeps staff attendance (not by the whole HR group: its 岗位职责 page is open to every member). Serving members
   * only: who left or retired leaves it. Their HR records are the `staffRecords` scope's.
   */
  staff: { label: '教职工', readBy: ['/YWGL/RLZYGL/JZGGL', '/YWGL/RLZYGL/BMGL', '/YWGL/YECQGL:viewStaff'] },
  /**
   * The HR records of 教职工管理 (profiles with ID numbers, contracts, credentials): only who opens that page, not
   * the department, position or attendance keepers who read the roster above.
   */
  staffRecords: { label: '教职工档案', readBy: ['/YWGL/RLZYGL/JZGGL'] },
  /** The school's seals and their uses (印章管理, contract/org/seals.ts): who opens the page. */
  seals: { label: '印章', readBy: ['/YWGL/YZGL'] },
  /** Staff attendance events (教职工考勤): who may view them, in the sync window like the children's. */
  staffAttendance: { label: '教职工考勤', readBy: ['/YWGL/YECQGL:viewStaff'], window: { date: 'day' } },
  /** The school bus basic settings (drivers, cars, stops, routes, alerts, templates): the whole bus section reads them. */
  bus: { label: '校车', readBy: ['/HQGL/ZHXC'] },
  /** The trips' boarding events (跟车登记): the bus section reads them, in the sync window like attendance. */
  busTrips: { label: '校车行程', readBy: ['/HQGL/ZHXC'], window: { date: 'day' } },
  /**
   * Everything of 财务管理 (fee items, bills and payments, refunds, books, incomes, expenses, reminders, salaries): read
   * by the finance pages only, and only while they are unlocked, so finance staff hold it on their devices for the
   * unlock's time, read it offline and draft changes offline.
   */
  finance: { label: '财务', readBy: ['/YWGL/CWGL'], unlock: { lockedMsg: FinanceMsg.locked } },
  /**
   * The school's approval templates (审批模板): every member fills their forms, offline too. Applications are not
   * replicated (they are their applicant's, approvers' and copy-to people's only): they are read online.
   */
  approvals: { label: '审批', readBy: MEMBER },
  /**
   * 晨午检 (docs/health.md): each session's checks and the follow-ups of absences for illness, daily events in the
   * sync window like attendance (whose temperature the morning check shares, hence 晨午检 reads attendance too).
   */
  healthChecks: { label: '晨午检', readBy: ['/WSBJ/CWJ'], window: { date: 'day' } },
  /**
   * 健康档案: check-ups and each child's health profile (allergies, past illnesses). Meal planning and the class read
   * the allergies, so the check and medication pages read the scope too.
   */
  healthRecords: { label: '健康档案', readBy: ['/WSBJ/JKDA', '/WSBJ/YYPC', '/WSBJ/CWJ', '/WSBJ/WYDJ'] },
  /** 疫苗接种: each child's doses against the immunisation schedule. */
  vaccinations: { label: '疫苗接种', readBy: ['/WSBJ/YMJZ'] },
  /** 喂药登记: families' entrusted medication and the doses given (a few a day: replicated whole). */
  medication: { label: '喂药登记', readBy: ['/WSBJ/WYDJ'] },
  /** The school's file library: pictures and documents the other areas' rows point to. */
  files: { label: '文件', readBy: MEMBER },
} as const satisfies Record<string, ScopeDecl>;
export type ScopeName = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as ScopeName[];

/** The scopes a member with these effective permissions reads, in SCOPE_NAMES order. */
export function readableScopes(granted: readonly string[]): ScopeName[] {
  return SCOPE_NAMES.filter((name) => {
    const readBy: readonly string[] | typeof MEMBER = SCOPES[name].readBy;
    return readBy === MEMBER || readBy.some((key) => (key.includes(':') ? granted.includes(key) : readsUnder(granted, key)));
  });
}

/** The scopes behind an unlock (the finance password), in SCOPE_NAMES order. */
export const UNLOCK_SCOPES: ScopeName[] = SCOPE_NAMES.filter((name) => (SCOPES[name] as ScopeDecl).unlock);

/** How the server refuses a write of this scope while it is locked; undefined for a scope behind no unlock. */
export function lockedMsgOf(scope: string): string | undefined {
  return (SCOPES[scope as ScopeName] as ScopeDecl | undefined)?.unlock?.lockedMsg;
}

/** The date field of a windowed scope's rows, or undefined for a scope replicated whole. */
export function windowDateField(scope: ScopeName): string | undefined {
  const decl: ScopeDecl = SCOPES[scope];
  return decl.window?.date;
}
