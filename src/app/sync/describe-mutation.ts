import { mutationLabel } from '@contract/sync/mutations';

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
  const action = mutationLabel(name) ?? name;
  const label = [args.name, args.title, args.photoName].find((v) => typeof v === 'string' && v);
  return label ? `${action}「${label}」` : action;
}
