/** Deterministic, realistic Chinese names for demo records (the same seed gives the same school every time). */
const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const BOY =
  '浩宇轩子涵博文睿泽宇辰一诺皓然俊熙铭昊天佑思源梓航逸飞嘉懿煜城懿轩烨伟苑博伟泽熠彤鸿煊博涛烨霖烨华煜祺智宸正豪昊然明杰立诚立轩立辉峻熙弘文熠彤鸿涛';
const GIRL =
  '欣怡梓涵诗涵雨桐可馨紫萱思彤梦琪语嫣欣妍雨萱佳怡若曦一诺心怡梓萱静怡雅琪依诺芷若梓琪语桐欣然婉清晓彤美琳安琪沐晴悦彤钰涵婧琪诗琪雨欣';

const pick = (rand: () => number, chars: string) => chars[Math.floor(rand() * chars.length)] ?? '';

/** A child's name: surname plus one or two given characters. Gender 1 boy, 2 girl. */
export function childName(rand: () => number, gender: 1 | 2): string {
  const pool = gender === 1 ? BOY : GIRL;
  const given = rand() < 0.75 ? pick(rand, pool) + pick(rand, pool) : pick(rand, pool);
  return pick(rand, SURNAMES) + given;
}
