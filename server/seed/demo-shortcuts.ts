import { menuUsage, shortcuts } from '../db/schema';
import type { DemoSeedContext } from './demo-seed-context';

const HOUR = 60 * 60 * 1000;

/** [account, school, starred pages] */
const SHORTCUTS: ReadonlyArray<readonly [string, number, readonly string[]]> = [
  ['yuanzhang', 101, ['/YWGL/JCXX/YEGL', '/YWGL/JCXX/BJGL', '/YWGL/YECQGL', '/YWGL/CWGL/ZDGL', '/HQGL/ZHXC/XCZK']],
  ['yuanzhang', 102, ['/YWGL/JCXX/YEGL', '/YWGL/JCXX/BJGL']],
  ['jiaoshi', 101, ['/YWGL/JCXX/YEGL', '/YWGL/YECQGL']],
];

/** [account, school, page, visits, hours since the last one] */
const USAGE: ReadonlyArray<readonly [string, number, string, number, number]> = [
  ['yuanzhang', 101, '/YWGL/JCXX/YEGL', 42, 1],
  ['yuanzhang', 101, '/YWGL/YECQGL', 31, 3],
  ['yuanzhang', 101, '/YWGL/CWGL/SZTJ', 18, 20],
  ['yuanzhang', 101, '/YWGL/YSXC/TZGG', 12, 30],
  ['yuanzhang', 101, '/DATABOARD', 9, 50],
  ['yuanzhang', 101, '/YWGL/RLZYGL/JZGGL', 6, 70],
];

/** A few starred pages and a visit history for the demo accounts, so the workbench shows 快捷功能 and 常用功能. */
export async function seedDemoShortcuts({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const id = (login: string) => {
    const userId = userIds.get(login);
    if (userId === undefined) throw new Error(`demo account ${login} is missing`);
    return userId;
  };
  let minute = 0;
  const starred = SHORTCUTS.flatMap(([login, schoolId, urls]) =>
    urls.map((url) => ({ userId: id(login), schoolId, url, createdAt: new Date(seedAt.getTime() - 7 * 24 * HOUR + minute++ * 60_000) })),
  );
  await tx.insert(shortcuts).values(starred);
  await tx.insert(menuUsage).values(
    USAGE.map(([login, schoolId, url, hits, hoursAgo]) => ({
      userId: id(login),
      schoolId,
      url,
      hits,
      lastUsedAt: new Date(seedAt.getTime() - hoursAgo * HOUR),
    })),
  );
}
