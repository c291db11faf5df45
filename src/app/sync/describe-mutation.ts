import { CLASS_CHAT_MUTATION_ACTIONS, FILE_MUTATION_ACTIONS, type MutationName, WEBSITE_MUTATION_ACTIONS } from '@contract';

/** How the sync panel names a queued change, in the words of the screens that made it. */
const ACTIONS: Record<MutationName, string> = {
  'class.create': '新增班级',
  'class.update': '修改班级',
  'class.delete': '删除班级',
  'student.create': '新增幼儿',
  'student.update': '修改幼儿',
  'student.delete': '删除幼儿',
  ...WEBSITE_MUTATION_ACTIONS,
  ...FILE_MUTATION_ACTIONS,
  ...CLASS_CHAT_MUTATION_ACTIONS,
};

/** Fields a user may correct before retrying a refused change. */
export const EDITABLE_FIELDS: Record<string, string> = {
  name: '名称 / 姓名',
  birthday: '出生日期 (YYYY-MM-DD)',
  headTeacher: '班主任',
  title: '标题',
  content: '内容',
  position: '职务',
  photoName: '图片名称',
};

export function describeMutation(name: string, args: Record<string, unknown>): string {
  const action = ACTIONS[name as MutationName] ?? name;
  const label = [args.name, args.title, args.photoName].find((v) => typeof v === 'string' && v);
  return label ? `${action}「${label}」` : action;
}
