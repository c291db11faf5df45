import { ErrorScreen } from './ErrorScreen';

/** /403: the school's permission list does not include the page (SPEC §6). */
export function ForbiddenPage() {
  return <ErrorScreen code="403" title="无权访问" description="您没有访问该页面的权限。如需使用，请联系园所管理员为您开通。" />;
}
