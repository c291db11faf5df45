// biome-ignore-all format: one demo notice per line
import { notifications } from '../db/schema';
import type { DemoSeedContext } from './demo-seed-context';

const HOUR = 60 * 60 * 1000;

/** [recipient, school, sender login (or null for 系统通知), title, content, hours before the seed, read?] */
type DemoNotice = readonly [to: string, schoolId: number, from: string | null, title: string, content: string, hoursAgo: number, read: boolean];

const SENDER_NAMES: Record<string, string> = { yuanzhang: '王丽华', jiaoshi: '李晓雯', caiwu: '张敏', xiaoche: '陈建国', xufei: '刘芳' };

const NOTICES: readonly DemoNotice[] = [
  ['yuanzhang', 101, null, '服务即将到期提醒', '童心阳光幼儿园的园务系统服务将在20天后到期，为免影响日常使用，请及时在“到期续费”中完成续费。', 2, false],
  ['yuanzhang', 101, 'jiaoshi', '大一班请假审批', '大一班王子涵家长申请本周四、周五事假两天，已附家长签字的请假条，请园长审批。', 5, false],
  ['yuanzhang', 101, 'caiwu', '9月保教费收缴情况', '截至今日，9月保教费应收298人，已收276人，未缴22人，明细已上传至财务统计，请查阅。', 9, false],
  ['yuanzhang', 101, 'xiaoche', '2号校车保养完成', '2号校车（沪A·D2618）已完成季度保养，刹车片与轮胎均已更换，检验报告已存档。', 26, false],
  ['yuanzhang', 101, null, '晨检数据异常提醒', '今日晨检有3名幼儿体温高于37.3℃（中二班2人、小一班1人），已通知家长接回，请关注后续情况。', 30, true],
  ['yuanzhang', 101, 'jiaoshi', '国庆节主题活动方案', '“我爱我的祖国”主题活动方案初稿已完成，包括手工、歌唱和亲子环节，请园长审阅并提出修改意见。', 50, true],
  ['yuanzhang', 101, 'caiwu', '食堂采购对账单', '8月食堂采购对账单已整理完毕，共计38,620.50元，与供应商核对无误，请签字确认。', 74, true],
  ['yuanzhang', 101, null, '消防安全演练通知', '区教育局要求各园于本月底前完成一次消防安全疏散演练，并上传演练照片与总结。', 98, true],
  ['yuanzhang', 101, 'jiaoshi', '家长会签到统计', '中班组家长会已结束，应到75人，实到71人，签到表与会议纪要已上传到云盘。', 122, true],
  ['yuanzhang', 101, 'xiaoche', '校车路线调整建议', '因阳光路施工，建议3号线暂时改走滨河路，每天约多出5分钟车程，请园长确认。', 146, true],
  ['yuanzhang', 101, null, '系统升级公告', '园务系统将于本周六22:00至次日02:00进行升级维护，期间部分功能暂停使用，敬请谅解。', 170, true],
  ['yuanzhang', 101, 'caiwu', '退费申请待审核', '小三班刘一诺家长因转学申请退还剩余保教费1,260元，相关材料已提交，请审核。', 194, true],
  ['yuanzhang', 102, null, '期中考试安排', '童心实验小学期中考试定于11月6日至7日进行，请教务处提前做好考场与监考安排。', 12, false],
  ['yuanzhang', 102, null, '学生体质健康测试', '本学期学生体质健康测试数据需在10月底前上报，请各班主任组织完成测试。', 60, true],
  ['jiaoshi', 101, 'yuanzhang', '本周教研活动', '本周三下午3点在多功能厅开展语言领域教研活动，请各班主班老师准时参加，并准备一个教学案例。', 3, false],
  ['jiaoshi', 101, null, '幼儿晨检提醒', '今日大一班尚有2名幼儿未完成晨检记录，请在10点前补录。', 7, false],
  ['jiaoshi', 101, 'yuanzhang', '区角环境创设评比', '下周一开始区角环境创设评比，请各班做好准备，评比结果将计入期末考核。', 49, true],
  ['jiaoshi', 101, 'caiwu', '班级材料费报销', '大一班9月手工材料费报销单已审核通过，款项将在3个工作日内到账。', 100, true],
  ['caiwu', 101, 'yuanzhang', '月度财务报表', '请于每月5日前提交上月收支报表，本月请附上食堂成本分析。', 4, false],
  ['caiwu', 101, null, '待审核退费', '有2笔退费申请等待财务审核，请及时处理。', 28, true],
  ['xiaoche', 101, 'yuanzhang', '校车安全检查', '明天上午8点对全部校车进行安全检查，请跟车老师提前到岗配合。', 6, false],
  ['xiaoche', 101, null, '路线临时调整', '3号线本周改走滨河路，途经站点不变，请提前告知家长。', 54, true],
  ['xufei', 104, null, '园所服务已到期', '彩虹桥幼儿园的园务系统服务已到期，部分功能已停用。请在订单列表中完成待缴费订单的支付。', 8, false],
];

/** Notifications for every demo account (SPEC §3), a few of each unread, so the bell and the drawer have something to show. */
export async function seedDemoNotifications({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const rows = NOTICES.flatMap(([to, schoolId, from, title, content, hoursAgo, read]) => {
    const userId = userIds.get(to);
    if (userId === undefined) return [];
    return [
      {
        schoolId,
        userId,
        senderUserId: from ? (userIds.get(from) ?? null) : null,
        senderName: from ? (SENDER_NAMES[from] ?? '') : '系统通知',
        title,
        content,
        status: read ? 1 : 0,
        createdAt: new Date(seedAt.getTime() - hoursAgo * HOUR),
      },
    ];
  });
  await tx.insert(notifications).values(rows);
}
