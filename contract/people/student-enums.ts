/**
 * The enumerations of a child's record (SPEC §3 "Enumerations"), with the Chinese labels every screen, the import
 * template and the exports show. One file so the roster, the xlsx import and later areas (attendance, bills) read
 * the same codes; it imports nothing, so any tier may load it.
 */

/** ID types (证件类型). */
export const ID_TYPES = {
  0: '居民身份证',
  1: '护照',
  2: '出生医学证明',
  3: '港澳居民来往内地通行证',
  4: '台湾居民来往大陆通行证',
  5: '虚拟证件',
} as const;
export type IdType = keyof typeof ID_TYPES;

/** Household registration (户口性质). */
export const HOUSEHOLDS = { 0: '城镇', 1: '农村' } as const;
/** Blood type (血型). */
export const BLOOD_TYPES = { 0: 'A型', 1: 'B型', 2: 'AB型', 3: 'O型' } as const;
/** Trusteeship (托管方式). */
export const TRUSTEESHIPS = { 0: '日托', 1: '全托', 2: '混托', 3: '半日托' } as const;

/**
 * A child's status on the roster (SPEC §4 "Students: enrolled, back to school, graduation, leaving, class change"):
 * 1 在园 → 2 离园 (leave, with date and reason) → 1 (复学, into a class); 1 → 3 毕业 (graduate; promotion does it to
 * the top grade). Class changes only for 1.
 */
export const STUDENT_STATUS = { enrolled: 1, left: 2, graduated: 3 } as const;
export const STUDENT_STATUSES = { 1: '在园', 2: '离园', 3: '毕业' } as const;

/** Guardian's relation to the child (与幼儿关系). */
export const GUARDIAN_RELATIONS = { 0: '父亲', 1: '母亲', 2: '爷爷', 3: '奶奶', 4: '外公', 5: '外婆', 6: '其他' } as const;

/** Kind of an exception record (异常记录类型). */
export const EXCEPTION_KINDS = { 1: '身体异常', 2: '情绪异常', 3: '意外伤害', 4: '行为异常', 5: '其他' } as const;

/** The 56 ethnic groups with their GB/T 3304 codes (民族). */
export const ETHNIC_GROUPS = {
  1: '汉族',
  2: '蒙古族',
  3: '回族',
  4: '藏族',
  5: '维吾尔族',
  6: '苗族',
  7: '彝族',
  8: '壮族',
  9: '布依族',
  10: '朝鲜族',
  11: '满族',
  12: '侗族',
  13: '瑶族',
  14: '白族',
  15: '土家族',
  16: '哈尼族',
  17: '哈萨克族',
  18: '傣族',
  19: '黎族',
  20: '傈僳族',
  21: '佤族',
  22: '畲族',
  23: '高山族',
  24: '拉祜族',
  25: '水族',
  26: '东乡族',
  27: '纳西族',
  28: '景颇族',
  29: '柯尔克孜族',
  30: '土族',
  31: '达斡尔族',
  32: '仫佬族',
  33: '羌族',
  34: '布朗族',
  35: '撒拉族',
  36: '毛南族',
  37: '仡佬族',
  38: '锡伯族',
  39: '阿昌族',
  40: '普米族',
  41: '塔吉克族',
  42: '怒族',
  43: '乌孜别克族',
  44: '俄罗斯族',
  45: '鄂温克族',
  46: '德昂族',
  47: '保安族',
  48: '裕固族',
  49: '京族',
  50: '塔塔尔族',
  51: '独龙族',
  52: '鄂伦春族',
  53: '赫哲族',
  54: '门巴族',
  55: '珞巴族',
  56: '基诺族',
} as const;

/** Nationality (国籍/地区): ISO 3166-1 numeric code and name, 中国 first (a list: numeric-like keys would reorder an object). */
export const COUNTRY_LIST = [
  ['156', '中国'],
  ['344', '中国香港'],
  ['446', '中国澳门'],
  ['158', '中国台湾'],
  ['410', '韩国'],
  ['408', '朝鲜'],
  ['392', '日本'],
  ['496', '蒙古'],
  ['704', '越南'],
  ['418', '老挝'],
  ['116', '柬埔寨'],
  ['764', '泰国'],
  ['104', '缅甸'],
  ['458', '马来西亚'],
  ['702', '新加坡'],
  ['360', '印度尼西亚'],
  ['608', '菲律宾'],
  ['096', '文莱'],
  ['626', '东帝汶'],
  ['356', '印度'],
  ['586', '巴基斯坦'],
  ['050', '孟加拉国'],
  ['524', '尼泊尔'],
  ['064', '不丹'],
  ['144', '斯里兰卡'],
  ['462', '马尔代夫'],
  ['004', '阿富汗'],
  ['398', '哈萨克斯坦'],
  ['417', '吉尔吉斯斯坦'],
  ['762', '塔吉克斯坦'],
  ['860', '乌兹别克斯坦'],
  ['795', '土库曼斯坦'],
  ['364', '伊朗'],
  ['368', '伊拉克'],
  ['760', '叙利亚'],
  ['400', '约旦'],
  ['422', '黎巴嫩'],
  ['376', '以色列'],
  ['682', '沙特阿拉伯'],
  ['784', '阿拉伯联合酋长国'],
  ['634', '卡塔尔'],
  ['414', '科威特'],
  ['512', '阿曼'],
  ['887', '也门'],
  ['792', '土耳其'],
  ['643', '俄罗斯'],
  ['804', '乌克兰'],
  ['112', '白俄罗斯'],
  ['616', '波兰'],
  ['203', '捷克'],
  ['348', '匈牙利'],
  ['642', '罗马尼亚'],
  ['100', '保加利亚'],
  ['688', '塞尔维亚'],
  ['300', '希腊'],
  ['380', '意大利'],
  ['724', '西班牙'],
  ['620', '葡萄牙'],
  ['250', '法国'],
  ['276', '德国'],
  ['040', '奥地利'],
  ['756', '瑞士'],
  ['528', '荷兰'],
  ['056', '比利时'],
  ['442', '卢森堡'],
  ['826', '英国'],
  ['372', '爱尔兰'],
  ['208', '丹麦'],
  ['578', '挪威'],
  ['752', '瑞典'],
  ['246', '芬兰'],
  ['352', '冰岛'],
  ['818', '埃及'],
  ['504', '摩洛哥'],
  ['012', '阿尔及利亚'],
  ['788', '突尼斯'],
  ['566', '尼日利亚'],
  ['231', '埃塞俄比亚'],
  ['404', '肯尼亚'],
  ['834', '坦桑尼亚'],
  ['710', '南非'],
  ['024', '安哥拉'],
  ['840', '美国'],
  ['124', '加拿大'],
  ['484', '墨西哥'],
  ['192', '古巴'],
  ['076', '巴西'],
  ['032', '阿根廷'],
  ['152', '智利'],
  ['604', '秘鲁'],
  ['170', '哥伦比亚'],
  ['862', '委内瑞拉'],
  ['036', '澳大利亚'],
  ['554', '新西兰'],
  ['242', '斐济'],
] as const;
export const COUNTRIES: Readonly<Record<string, string>> = Object.fromEntries(COUNTRY_LIST);
export const CHINA = '156';

/** `{value, label}` options of an enumeration, in code order (Selects and the import template's lists). */
export const enumOptions = (labels: Readonly<Record<string | number, string>>): { value: string; label: string }[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));
export const COUNTRY_OPTIONS = COUNTRY_LIST.map(([value, label]) => ({ value, label }));
