// biome-ignore-all format: one demo message per line
import { and, eq, inArray } from 'drizzle-orm';
import { CHAT_CONTENT, type ChatCard, ClassChatMsg, uuidv7 } from '@contract';
import { toChatRecordRow, toClassChatRow } from '../replication/site/class-chat-rows';
import { type RecordedChange, recordChanges } from '../replication/change-log';
import { chatRecords, classChats, classes } from '../db/schema';
import type { DemoSeedContext } from './demo-seed-context';

const MIN = 60_000;
const DIR = '/demo/chat';
const { text, image, video, voice, card, ended } = CHAT_CONTENT;
const json = (c: ChatCard) => JSON.stringify(c);

/** [sender (a demo login for staff, else a parent's name), contentType, content, minutes before the seed] */
type Line = readonly [sender: string, type: number, content: string, minutesAgo: number];

const YEAR = 365 * 1440;

const CHATS: Record<string, readonly Line[]> = {
  大一班: [
    // More than a year ago: always before the sync window, so a device reads them online (加载更早的消息).
    ['yuanzhang', text, '各位家长好，新学期的家委会今天成立啦，感谢大家的支持！', YEAR + 60 * 1440],
    ['朵朵妈妈', text, '谢谢园长，我们一定积极配合幼儿园的工作。', YEAR + 60 * 1440 - 30],
    ['jiaoshi', text, '下周一开始试行午睡打卡，请家长们在群里接龙确认。', YEAR + 40 * 1440],
    ['jiaoshi', text, '各位家长晚上好！下周三（11月26日）上午九点举行秋季亲子运动会，请家长们提前安排好时间哦～', 2 * 1440 + 300],
    ['朵朵妈妈', text, '收到，谢谢李老师！需要给孩子准备什么吗？', 2 * 1440 + 296],
    ['jiaoshi', text, '穿运动鞋和园服就可以，早上八点半到园集合。', 2 * 1440 + 290],
    ['jiaoshi', card, json({ title: '活动报名', fields: [{ label: '活动', value: '秋季亲子运动会' }, { label: '时间', value: '11月26日 9:00—11:30' }, { label: '地点', value: '幼儿园操场' }, { label: '已报名', value: '18 / 25 个家庭' }], status: '报名中' }), 2 * 1440 + 285],
    ['乐乐爸爸', voice, `${DIR}/voice-2.wav,4`, 2 * 1440 + 270],
    ['乐乐爸爸', text, '我们家爸爸妈妈都去，可以报名志愿者吗？', 2 * 1440 + 268],
    ['yuanzhang', text, '非常欢迎！志愿者请在家委会群里接龙，负责签到引导和安全保障。', 2 * 1440 + 250],
    ['jiaoshi', image, '/demo/website/cover-2.svg', 1440 + 120],
    ['jiaoshi', text, '今天彩排的照片，孩子们都特别认真！', 1440 + 119],
    ['jiaoshi', video, `${DIR}/video-1.webm,3`, 1440 + 110],
    ['朵朵妈妈', voice, `${DIR}/voice-1.wav,3`, 1440 + 60],
    ['朵朵妈妈', text, '太可爱了，辛苦老师们了！', 1440 + 58],
    ['子涵奶奶', card, json({ title: '请假申请', fields: [{ label: '学生', value: '陈子涵' }, { label: '请假类型', value: '病假' }, { label: '时间', value: '11月20日—11月21日' }, { label: '事由', value: '有点发烧，在家休息两天' }], status: '待审批' }), 600],
    ['jiaoshi', text, '收到，祝子涵早日康复，返园时请带上医院的复诊证明。', 590],
    ['子涵奶奶', voice, `${DIR}/voice-3.wav,2`, 580],
  ],
  中一班: [
    ['jiaoshi', text, '家长们好，本周主题活动是“秋天的树叶”，请帮孩子收集几片干净的落叶带到幼儿园。', 3 * 1440 + 200],
    ['浩宇妈妈', text, '好的老师，银杏叶可以吗？', 3 * 1440 + 190],
    ['jiaoshi', text, '可以的，各种形状和颜色都欢迎～', 3 * 1440 + 185],
    ['浩宇妈妈', image, '/demo/website/banner-4.svg', 3 * 1440 + 100],
    ['jiaoshi', image, '/demo/website/cover-1.svg', 2 * 1440 + 30],
    ['jiaoshi', text, '孩子们的树叶贴画完成啦，放学时可以在走廊看看。', 2 * 1440 + 29],
    ['可欣爸爸', voice, `${DIR}/voice-1.wav,3`, 2 * 1440 + 10],
    ['可欣爸爸', card, json({ title: '请假申请', fields: [{ label: '学生', value: '周可欣' }, { label: '请假类型', value: '事假' }, { label: '时间', value: '11月24日' }, { label: '事由', value: '回老家参加婚礼' }], status: '已批准' }), 1440 + 400],
    ['jiaoshi', ended, ClassChatMsg.endedLine, 1440 + 380],
    ['jiaoshi', text, '新的一周开始啦，本周五下午有家长开放日，欢迎大家来园观摩。', 300],
    ['jiaoshi', video, `${DIR}/video-1.webm,3`, 290],
    ['浩宇妈妈', voice, `${DIR}/voice-2.wav,4`, 200],
  ],
  小一班: [
    ['yuanzhang', text, '小一班的家长们好，这周天气转凉，请给孩子多带一套衣服放在幼儿园备用。', 4 * 1440],
    ['一诺妈妈', text, '好的园长，裤子也要带吗？', 4 * 1440 - 10],
    ['yuanzhang', text, '上衣和裤子各一件，写上孩子的名字。', 4 * 1440 - 20],
    ['一诺妈妈', voice, `${DIR}/voice-3.wav,2`, 4 * 1440 - 30],
    ['jiaoshi', card, json({ title: '活动报名', fields: [{ label: '活动', value: '家长进课堂：绘本故事会' }, { label: '时间', value: '每周四 15:30' }, { label: '名额', value: '每次 2 位家长' }], status: '报名中' }), 3 * 1440],
    ['一诺妈妈', image, '/demo/website/banner-2.svg', 2 * 1440],
    ['jiaoshi', ended, ClassChatMsg.endedLine, 1440],
  ],
};

/** 小一班's chat is closed in the demo, so the list shows both states. */
const CLOSED = ['小一班'];

/** Demo class chats of the kindergarten (101): three classes, every content type, parents and staff. */
export async function seedDemoClassChat({ tx, seedAt, userIds }: DemoSeedContext): Promise<void> {
  const schoolId = 101;
  const names = Object.keys(CHATS);
  const found = await tx.select().from(classes).where(and(eq(classes.schoolId, schoolId), inArray(classes.name, names)));
  const staffNames: Record<string, string> = { jiaoshi: '李晓雯', yuanzhang: '王丽华' };
  const changes: RecordedChange[] = [];
  for (const cls of found) {
    const lines = CHATS[cls.name] ?? [];
    const rows = lines.map(([sender, contentType, content, minutesAgo]) => {
      const at = seedAt.getTime() - minutesAgo * MIN;
      const staff = staffNames[sender];
      return {
        id: uuidv7(at),
        schoolId,
        classId: cls.id,
        senderUserId: staff ? (userIds.get(sender) ?? null) : null,
        senderName: staff ?? sender,
        senderImg: '',
        contentType,
        content,
        voiceImg: '',
        createdAt: new Date(at),
      };
    });
    if (rows.length) for (const r of await tx.insert(chatRecords).values(rows).returning()) changes.push({ table: 'chatRecords', op: 'put', row: toChatRecordRow(r) });
    if (CLOSED.includes(cls.name)) {
      const [chat] = await tx.insert(classChats).values({ id: cls.id, schoolId, status: 0 }).returning();
      if (chat) changes.push({ table: 'classChats', op: 'put', row: toClassChatRow(chat) });
    }
  }
  await recordChanges(tx, schoolId, changes);
}
