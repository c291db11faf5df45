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

/** A queued change as the sync panel lists it: its action (`labelOf`: src/app/sync/use-mutation-labels.ts) and its name. */
export function describeMutation(name: string, args: Record<string, unknown>, labelOf?: (name: string) => string | undefined): string {
  const action = labelOf?.(name) ?? name;
  const label = [args.name, args.title, args.photoName].find((v) => typeof v === 'string' && v);
  return label ? `${action}「${label}」` : action;
}
