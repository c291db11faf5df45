import type { OperationModule } from '@contract';
import { operationLogs } from '../db/schema';
import type { DemoSeedContext } from './demo-seed-context';

const HOUR = 60 * 60 * 1000;

/** [hours before the seed, login name, school, module, action, detail, last byte of the office IP] */
type DemoEntry = readonly [
  hoursAgo: number,
  who: string,
  schoolId: number,
  module: OperationModule,
  action: string,
  detail: string,
  ip: number,
];

// biome-ignore format: one demo record per line
const ENTRIES: readonly DemoEntry[] = [
  [330, 'yuanzhang', 101, '系统登录', '登录', '账号 yuanzhang 登录系统', 23],
  [329.5, 'yuanzhang', 101, '学年设置', '激活学期', '2026-2027学年第一学期（2026-08-01 至 2027-01-31）', 23],
  [329, 'yuanzhang', 101, '班级管理', '新增班级', '学前班', 23],
  [306, 'jiaoshi', 101, '系统登录', '登录', '账号 jiaoshi 登录系统', 41],
  [305.6, 'jiaoshi', 101, '幼儿管理', '修改幼儿', '王子涵', 41],
  [283, 'caiwu', 101, '系统登录', '登录', '账号 caiwu 登录系统', 57],
  [282, 'caiwu', 101, '系统登录', '退出', '退出系统', 57],
  [258, 'yuanzhang', 101, '系统登录', '登录', '账号 yuanzhang 登录系统', 23],
  [257.8, 'yuanzhang', 101, '班级管理', '修改班级', '托二班', 23],
  [234, 'xiaoche', 101, '系统登录', '登录', '账号 xiaoche 登录系统', 66],
  [210, 'jiaoshi', 101, '系统登录', '登录', '账号 jiaoshi 登录系统', 41],
  [209.7, 'jiaoshi', 101, '幼儿管理', '新增幼儿', '陈语桐（小二班）', 41],
  [209.6, 'jiaoshi', 101, '幼儿管理', '新增幼儿', '林沐阳（小二班）', 41],
  [186, 'yuanzhang', 102, '园所切换', '切换园所', '由「童心阳光幼儿园」切换到「童心实验小学」', 23],
  [185.5, 'yuanzhang', 102, '班级管理', '修改班级', '三年级(二)班', 23],
  [162, 'caiwu', 101, '系统登录', '登录', '账号 caiwu 登录系统', 57],
  [138, 'yuanzhang', 101, '系统登录', '登录', '账号 yuanzhang 登录系统', 23],
  [137.7, 'yuanzhang', 101, '幼儿管理', '删除幼儿', '周可欣', 23],
  [114, 'jiaoshi', 101, '系统登录', '登录', '账号 jiaoshi 登录系统', 41],
  [113.4, 'jiaoshi', 101, '幼儿管理', '修改幼儿', '赵一诺', 41],
  [90, 'yuanzhang', 103, '园所切换', '切换园所', '由「童心阳光幼儿园」切换到「童心营养膳食示范园」', 23],
  [66, 'xiaoche', 101, '系统登录', '登录', '账号 xiaoche 登录系统', 66],
  [42, 'yuanzhang', 101, '系统登录', '登录', '账号 yuanzhang 登录系统', 23],
  [41.5, 'yuanzhang', 101, '班级管理', '修改班级', '大三班', 23],
  [18, 'jiaoshi', 101, '系统登录', '登录', '账号 jiaoshi 登录系统', 41],
  [17.5, 'jiaoshi', 101, '系统登录', '退出', '退出系统', 41],
  [3, 'caiwu', 101, '系统登录', '登录', '账号 caiwu 登录系统', 57],
];

const NAMES: Record<string, string> = { yuanzhang: '王丽华', jiaoshi: '李晓雯', caiwu: '张敏', xiaoche: '陈建国', xufei: '刘芳' };

/** A fortnight of believable history, so /JCSZ/CZRZ has something to page and filter from the first start. */
export async function seedDemoOperationLogs({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  await tx.insert(operationLogs).values(
    ENTRIES.map(([hoursAgo, who, schoolId, module, action, detail, ip]) => ({
      schoolId,
      userId: userIds.get(who) ?? null,
      userName: NAMES[who] ?? who,
      module,
      action,
      detail,
      ip: `192.168.1.${ip}`,
      createdAt: new Date(seedAt.getTime() - hoursAgo * HOUR),
    })),
  );
}
