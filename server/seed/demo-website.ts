// biome-ignore-all format: one demo item per line
import { uuidv7 } from '@contract';
import { type RecordedChange, recordChanges } from '../replication/change-log';
import { toSiteBannerRow, toSiteDynamicRow, toSiteMemberRow, toSiteNoticeRow } from '../replication/site/website-rows';
import { siteBanners, siteDynamics, siteMembers, siteNotices } from '../db/schema';
import type { DemoSeedContext } from './demo-seed-context';

const DAY = 24 * 60 * 60 * 1000;
const IMG = '/demo/website';

/** [sysType, name, picture] — three or four per site, below the limit of five so the add tile shows. */
const BANNERS: ReadonlyArray<readonly [number, string, string]> = [
  [1, '不忘初心牢记使命', 'banner-1'], [1, '主题党日活动', 'banner-5'], [1, '党建引领促发展', 'banner-2'],
  [2, '温暖工会职工之家', 'banner-4'], [2, '教职工运动会', 'banner-5'],
  [3, '家园携手共育未来', 'banner-2'], [3, '亲子运动会', 'banner-5'], [3, '家长开放日', 'banner-1'], [3, '阅读伴我成长', 'banner-4'],
  [4, '营养膳食健康成长', 'banner-3'], [4, '食堂开放日', 'banner-2'],
];

/** [sysType, title, content, days before the seed] */
const NOTICES: ReadonlyArray<readonly [number, string, string, number]> = [
  [1, '关于开展“三会一课”的通知', '本月党员大会定于25日下午4点在三楼会议室召开，请全体党员准时参加，并提前学习相关材料。', 1],
  [1, '党费收缴提醒', '请各位党员于本月底前完成第三季度党费缴纳，可通过支部委员现场缴纳或线上转账。', 6],
  [1, '主题党日活动安排', '10月主题党日将前往市革命历史纪念馆参观学习，10月18日早上8点在园门口集合出发。', 13],
  [1, '民主评议党员工作通知', '年度民主评议党员工作即将开展，请各位党员认真撰写个人总结，11月5日前交支部书记。', 27],
  [2, '教职工体检通知', '年度教职工健康体检安排在11月8日、9日上午，请空腹前往区妇幼保健院体检中心。', 2],
  [2, '工会会员生日慰问', '本季度过生日的工会会员请到工会办公室领取生日蛋糕券，领取截止到月底。', 9],
  [2, '重阳节慰问退休教师', '工会将于重阳节当天走访慰问退休教职工，欢迎在职教师报名参加志愿服务。', 20],
  [3, '家委会换届选举通知', '新学期家委会换届选举将于9月28日举行，欢迎有意愿、有时间的家长踊跃报名。', 1],
  [3, '秋季亲子运动会志愿者招募', '秋季亲子运动会需要家长志愿者20名，负责签到引导、秩序维护和后勤保障，请在班级群内报名。', 4],
  [3, '家长开放日安排', '11月第二周为家长开放日，各班具体时间由班主任另行通知，请家长提前安排好时间。', 11],
  [3, '关于规范接送秩序的倡议', '为保障幼儿安全，请家长接送时不在园门口停车，按班级顺序排队接送，感谢配合。', 19],
  [3, '冬季传染病预防提示', '冬季是流感、诺如病毒高发期，请家长注意孩子个人卫生，出现发热、呕吐等症状及时就医并告知老师。', 33],
  [4, '本周食谱公示', '本周食谱已在园门口公示栏及公众号发布，欢迎家长提出宝贵意见。', 0],
  [4, '伙委会例会通知', '伙委会本月例会定于周四下午3点召开，讨论第四季度食材供应商评估事宜。', 5],
  [4, '食堂开放日邀请', '诚邀伙委会家长代表10月22日上午参观食堂后厨，了解食材采购、加工和留样流程。', 16],
];

/** [sysType, name, position] — short names and titles, no special characters (SPEC §5). */
const MEMBERS: ReadonlyArray<readonly [number, string, string]> = [
  [1, '王丽华', '党支部书记'], [1, '陈志强', '组织委员'], [1, '刘晓燕', '宣传委员'], [1, '赵建国', '纪检委员'], [1, '孙美玲', '党员'],
  [2, '张敏', '工会主席'], [2, '李晓雯', '副主席'], [2, '周海燕', '女工委员'], [2, '吴磊', '文体委员'],
  [3, '郑思远', '家委会主任'], [3, '黄雅琴', '副主任'], [3, '林志明', '财务监督'], [3, '何婷婷', '宣传委员'], [3, '徐立新', '安全委员'], [3, '马晓丽', '膳食委员'],
  [4, '高建华', '伙委会主任'], [4, '罗芳', '营养师'], [4, '宋明', '家长代表'], [4, '唐丽', '食堂管理员'],
];

/** [sysType, title, rich text, cover, days before the seed] */
const DYNAMICS: ReadonlyArray<readonly [number, string, string, string, number]> = [
  [1, '党支部开展主题党日活动', '<p>10月18日，党支部组织全体党员前往市革命历史纪念馆开展主题党日活动。</p><p>党员们重温入党誓词，<strong>进一步坚定了理想信念</strong>，纷纷表示要把学习成果转化为做好保教工作的动力。</p>', 'cover-4', 3],
  [1, '党员教师示范课展示', '<p>本周，5名党员教师分别执教语言、科学、艺术领域示范课，发挥党员先锋模范作用。</p><ul><li>大班语言《小熊过桥》</li><li>中班科学《会跳舞的盐》</li><li>小班艺术《彩色的雨》</li></ul>', 'cover-1', 12],
  [2, '教职工趣味运动会圆满落幕', '<p>工会举办秋季教职工趣味运动会，设拔河、跳绳、夹弹珠等项目，<em>全体教职工积极参与</em>，增进了团队凝聚力。</p>', 'cover-2', 5],
  [2, '工会“三八”节手工花艺活动', '<p>为庆祝三八国际妇女节，工会组织女教职工开展手工花艺活动，大家亲手制作花束，度过了温馨的节日。</p>', 'cover-5', 40],
  [3, '家长开放日：走进孩子的一日生活', '<p>11月10日，我园举办家长开放日活动，近300名家长走进班级，观摩晨间锻炼、集体教学和区角游戏。</p><p>家长们纷纷表示，<strong>看到了孩子在园的成长与进步</strong>。</p>', 'cover-1', 2],
  [3, '亲子运动会精彩瞬间', '<p>秋季亲子运动会在欢声笑语中举行，家委会志愿者全程协助，保障活动安全有序。</p><ol><li>小班：袋鼠跳</li><li>中班：两人三足</li><li>大班：接力赛</li></ol>', 'cover-2', 8],
  [3, '家委会参与食品安全检查', '<p>家委会成员随同伙委会对食堂进行了食品安全检查，查看了食材台账与留样记录，对食堂工作给予肯定。</p>', 'cover-3', 21],
  [4, '伙委会家长代表参观食堂', '<p>10月22日，伙委会家长代表走进食堂后厨，了解食材验收、清洗切配、烹饪和留样全过程。</p><p>代表们对<strong>“明厨亮灶”</strong>工程给予高度评价。</p>', 'cover-3', 4],
  [4, '秋冬季营养食谱调整说明', '<p>根据季节变化，伙委会与营养师共同调整了秋冬季食谱，增加了根茎类蔬菜和温补汤品。</p>', 'cover-5', 15],
];

/** Demo website content of the kindergarten (101) and the primary school (102), in the change log like any write. */
export async function seedDemoWebsite({ tx, seedAt }: DemoSeedContext): Promise<void> {
  const at = (daysAgo: number, i: number) => new Date(seedAt.getTime() - daysAgo * DAY - i * 60_000);
  for (const schoolId of [101, 102]) {
    const id = () => uuidv7(seedAt.getTime());
    const banners = await tx
      .insert(siteBanners)
      .values(BANNERS.map(([sysType, photoName, pic], i) => ({ id: id(), schoolId, sysType, photoName, photoUrl: `${IMG}/${pic}.svg`, createdAt: at(60, -i) })))
      .returning();
    const notices = await tx
      .insert(siteNotices)
      .values(NOTICES.map(([sysType, title, content, days], i) => ({ id: id(), schoolId, sysType, title, content, createdAt: at(days, i) })))
      .returning();
    const members = await tx
      .insert(siteMembers)
      .values(MEMBERS.map(([sysType, name, position], i) => ({ id: id(), schoolId, sysType, name, position, createdAt: at(90, -i) })))
      .returning();
    const dynamics = await tx
      .insert(siteDynamics)
      .values(DYNAMICS.map(([sysType, title, summary, cover, days], i) => ({ id: id(), schoolId, sysType, title, summary, cover: `${IMG}/${cover}.svg`, createdAt: at(days, i) })))
      .returning();
    const changes: RecordedChange[] = [
      ...banners.map((r) => ({ table: 'siteBanners' as const, op: 'put' as const, row: toSiteBannerRow(r) })),
      ...notices.map((r) => ({ table: 'siteNotices' as const, op: 'put' as const, row: toSiteNoticeRow(r) })),
      ...members.map((r) => ({ table: 'siteMembers' as const, op: 'put' as const, row: toSiteMemberRow(r) })),
      ...dynamics.map((r) => ({ table: 'siteDynamics' as const, op: 'put' as const, row: toSiteDynamicRow(r) })),
    ];
    await recordChanges(tx, schoolId, changes);
  }
}
