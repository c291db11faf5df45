// biome-ignore-all format: one menu entry per line reads as the menu itself
/**
 * The product's menu catalogue (SPEC §2), under the seven top-level categories. Names are in kindergarten
 * wording; school style 2 renames them at read time. `[name, path, icon, children?, hidden?]`.
 * Product data both tiers read: the server seeds its menus table from it, and its pages are the page permissions
 * of contract/permissions.ts.
 */
export type MenuNode = readonly [name: string, path: string, icon: string, children?: readonly MenuNode[], hidden?: boolean];

const page = (name: string, path: string, icon = ''): MenuNode => [name, path, icon];
const hidden = (name: string, path: string): MenuNode => [name, path, '', [], true];

export const MENU_CATALOGUE: readonly MenuNode[] = [
  ['智慧园务', '', 'building-community', [
    page('工作台', '/HOME', 'home'),
    page('数据看板', '/DATABOARD', 'chart-bar'),
    page('审批中心', '/APPROVAL', 'checklist'),
    ['园务管理', '/YWGL', 'briefcase', [
      ['基础信息', '/YWGL/JCXX', 'address-book', [
        page('班级管理', '/YWGL/JCXX/BJGL'),
        page('幼儿管理', '/YWGL/JCXX/YEGL'),
        page('离园幼儿', '/YWGL/JCXX/LYYE'),
        page('信息统计', '/YWGL/JCXX/XXTJ'),
      ]],
      page('招生管理', '/YWGL/ZSGL', 'user-plus'),
      page('考勤管理', '/YWGL/YECQGL', 'calendar-check'),
      ['人力资源', '/YWGL/RLZYGL', 'users', [
        page('教职工管理', '/YWGL/RLZYGL/JZGGL'),
        page('部门管理', '/YWGL/RLZYGL/BMGL'),
        page('岗位管理', '/YWGL/RLZYGL/GWGL'),
        hidden('岗位职责', '/YWGL/RLZYGL/GWGL/WORK'),
        page('岗位菜单设置', '/YWGL/RLZYGL/GWGL/MENU'),
      ]],
      page('审批管理', '/YWGL/SPGL', 'file-check'),
      ['园所宣传', '/YWGL/YSXC', 'speakerphone', [
        page('通知公告', '/YWGL/YSXC/TZGG'),
        page('园长信箱', '/YWGL/YSXC/YCXX'),
      ]],
      page('校园宣传', '/YWGL/XYXC', 'news'),
      page('制度管理', '/YWGL/ZDGL', 'book'),
      page('印章管理', '/YWGL/YZGL', 'stamp'),
      ['财务管理', '/YWGL/CWGL', 'coin-yuan', [
        page('收费项目', '/YWGL/CWGL/SFXM'),
        page('账单管理', '/YWGL/CWGL/ZDGL'),
        page('退费管理', '/YWGL/CWGL/TFGL'),
        page('记账管理', '/YWGL/CWGL/JZGL'),
        page('其他收入', '/YWGL/CWGL/QTSR'),
        page('支出报销', '/YWGL/CWGL/ZCBX'),
        page('支出提醒', '/YWGL/CWGL/ZCTX'),
        page('工资管理', '/YWGL/CWGL/GZGL'),
        page('收支统计', '/YWGL/CWGL/SZTJ'),
      ]],
      page('卡务设备', '/YWGL/YJGL', 'id-badge'),
    ]],
    ['后勤管理', '/HQGL', 'tool', [
      page('智慧仓库', '/HQGL/RRC', 'building-warehouse'),
      page('仓储管理', '/HQGL/CCGL', 'packages'),
      page('校园安全', '/HQGL/XYAQ', 'shield-check'),
      ['智慧校车', '/HQGL/ZHXC', 'bus', [
        page('校车总控', '/HQGL/ZHXC/XCZK'),
        page('行驶记录', '/HQGL/ZHXC/XSJL'),
        page('基础设置', '/HQGL/ZHXC/XCJBSZ'),
        page('校车监控', '/HQGL/ZHXC/XCJK'),
      ]],
      page('第三方公司', '/HQGL/DSFGSGL', 'building'),
    ]],
    ['党团工委', '/DGTW', 'flag', [
      page('党委会', '/DGTW/DWH'),
      page('工会', '/DGTW/GH'),
      page('家委会', '/DGTW/JWH'),
      page('伙委会', '/DGTW/HWH'),
      page('团委', '/DGTW/TWH'),
    ]],
  ]],
  ['智慧教学', '', 'school', [
    ['班级工作', '/BJGZ', 'chalkboard', [
      page('一日活动', '/BJGZ/YRHD'),
      page('观察记录', '/BJGZ/GCJL'),
      page('课件制作', '/BJGZ/PPT/MAKE'),
    ]],
    page('期末评价', '/BJGL', 'star'),
    page('教务管理', '/JWGL', 'notebook'),
    page('教学管理', '/JXGL', 'presentation'),
  ]],
  ['融合教育', '', 'heart-handshake', [
    ['融合教育管理', '/RHJY', 'heart-handshake', [
      page('特需幼儿档案', '/RHJY/TXDA'),
      page('评估管理', '/RHJY/PGGL'),
      page('VB-MAPP评估', '/RHJY/VBMAPP'),
      page('个别化教育计划', '/RHJY/IEP'),
      page('康复训练', '/RHJY/KFXL'),
      page('观察记录', '/RHJY/GCJL'),
      page('成长档案', '/RHJY/CZDA'),
      page('教师成长档案', '/RHJY/JSCZDA'),
      page('资源教室', '/RHJY/ZYJS'),
      page('巡回指导', '/RHJY/XHZD'),
      page('转衔服务', '/RHJY/ZXFW'),
      page('家长培训', '/RHJY/JZPX'),
      page('课程资源', '/RHJY/KCZY'),
      page('评估报告', '/RHJY/PGBG'),
      page('月度报告', '/RHJY/YDBG'),
      page('个案会议', '/RHJY/GAHY'),
      page('融合活动', '/RHJY/RHHD'),
      page('数据统计', '/RHJY/SJTJ'),
    ]],
  ]],
  ['保健管理', '', 'first-aid-kit', [
    ['卫生保健', '/WSBJ', 'stethoscope', [
      page('晨午检', '/WSBJ/CWJ'),
      page('健康档案', '/WSBJ/JKDA'),
      page('疫苗接种', '/WSBJ/YMJZ'),
      page('喂药登记', '/WSBJ/WYDJ'),
      ['营养膳食', '/WSBJ/YYPC', 'salad', [
        page('膳食计划', '/WSBJ/YYPC/ZZSP'),
        page('食谱列表', '/WSBJ/YYPC/PTSP'),
        page('营养分析', '/WSBJ/YYPC/YYFX'),
        page('食材采购', '/WSBJ/YYPC/SCCG'),
      ]],
    ]],
  ]],
  ['家校互动', '', 'message-circle', [
    ['家园共育', '/JYGY', 'friends', [
      page('班级圈', '/JYGY/BJQ'),
      page('家长通知', '/JYGY/JZTZ'),
      page('家园作业', '/JYGY/JYZY'),
      page('班级聊天', '/JYGY/BJLT'),
      page('微官网', '/JYGY/WGW'),
    ]],
  ]],
  ['资源平台', '', 'folders', [
    ['资源中心', '/YSZS', 'folders', [
      page('使用手册', '/YSZS/SYSC'),
      page('精彩活动', '/YSZS/JCHD'),
      page('报告中心', '/YSZS/BGZX'),
      page('云盘', '/YSZS/YP'),
      page('相册', '/YSZS/XC'),
      page('下载统计', '/YSZS/XZTJ'),
    ]],
    page('新手引导', '/Guide', 'compass'),
    page('视频中心', '/sp', 'video'),
  ]],
  ['系统设置', '', 'settings', [
    ['基础设置', '/JCSZ', 'adjustments', [
      page('我的幼儿园', '/JCSZ/WDYEY'),
      page('学年设置', '/JCSZ/YLSZ'),
      page('操作日志', '/JCSZ/CZRZ'),
      page('修改密码', '/JCSZ/XGMM'),
      page('个人中心', '/JCSZ/GRZX'),
      page('订单列表', '/JCSZ/DDLB'),
      page('审批设置', '/JCSZ/SPGL'),
      page('角色权限', '/JCSZ/JSGL'),
    ]],
  ]],
];
