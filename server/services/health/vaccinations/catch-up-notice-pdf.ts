import { type MissingDose, ageLabel, vaccineOf } from '@contract/health/vaccine-schedule';
import { A4_PORTRAIT_MM, PdfDoc } from '../../../lib/pdf/pdf-doc';

export interface CatchUpNotice {
  schoolName: string;
  childName: string;
  className: string;
  birthday: string;
  /** The day the doses were found missing. */
  day: string;
  missing: readonly MissingDose[];
}

const RED = [0.75, 0.1, 0.1] as const;

/**
 * 补种通知 (docs/health.md "疫苗接种"): one A4 page for the child's family — the doses the certificate lacks for the
 * child's age, what to do (take the certificate to the community vaccination clinic, bring it back to the health
 * doctor), and a tear-off 回执. Pure: plain data in, PDF bytes out.
 */
export async function catchUpNoticePdf(n: CatchUpNotice): Promise<Uint8Array> {
  const doc = new PdfDoc({ title: `补种通知-${n.childName}` });
  const page = doc.addPage(A4_PORTRAIT_MM);
  const w = 170;
  page.text(20, 18, n.schoolName, { size: 12, align: 'center', width: w });
  page.text(20, 27, '预防接种补种通知', { size: 18, weight: 700, align: 'center', width: w, color: RED });
  page.text(20, 44, `${n.childName}家长：`, { size: 11 });
  const intro =
    `您好！根据国家免疫规划儿童免疫程序（2021年版），我园保健室于${n.day}查验了${n.childName}（${n.className}，` +
    `出生日期${n.birthday}）的预防接种证，发现以下疫苗按年龄应接种而尚未接种（共${n.missing.length}剂）：`;
  page.text(28, 52, intro, { size: 11, wrap: true, width: w - 8 });
  const y = page.table({
    x: 20,
    y: 72,
    columns: [
      { title: '序号', width: 14, align: 'center' },
      { title: '疫苗', width: 70 },
      { title: '剂次', width: 30, align: 'center' },
      { title: '推荐接种年龄', width: 56, align: 'center' },
    ],
    rows: n.missing.map((m, i) => [String(i + 1), vaccineOf(m.vaccine)?.name ?? m.vaccine, `第${m.doseNo}剂`, ageLabel(m.months)]),
    size: 10,
    rowHeight: n.missing.length > 12 ? 6 : 8,
  });
  const steps = [
    '1. 请您尽快携带孩子和预防接种证，到户籍或居住地所在的社区卫生服务中心（预防接种门诊）咨询并补种；是否补种、如何补种以接种门诊医生的意见为准。',
    '2. 补种后请将预防接种证交班级老师或保健室，我们将登记补种信息。',
    '3. 如孩子已在外地接种但未记入接种证，请让接种单位补记后交回查验。',
  ];
  let at = y + 8;
  for (const s of steps) {
    page.text(28, at, s, { size: 11, wrap: true, width: w - 8 });
    at += 14;
  }
  page.text(20, at + 6, `${n.schoolName} 保健室`, { size: 11, align: 'right', width: w });
  page.text(20, at + 14, n.day, { size: 11, align: 'right', width: w });
  const cut = at + 30;
  // A child missing most of the schedule fills the page: the 回执 is left out rather than cut off.
  if (cut + 44 > 290) return doc.save();
  page.line(20, cut, 190, cut);
  page.text(20, cut + 6, '回执（补种后请交回）', { size: 12, weight: 700, align: 'center', width: w });
  page.text(28, cut + 18, `幼儿姓名：${n.childName}　　班级：${n.className}`, { size: 11 });
  page.text(28, cut + 28, '已于______年____月____日在________________________补种上述疫苗。', { size: 11 });
  page.text(28, cut + 40, '家长签字：________________', { size: 11 });
  return doc.save();
}
