import { ErrorScreen } from './ErrorScreen';

/** /404 and anything no route matches (SPEC §2: the 404 page speaks of a module under development). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      code="404"
      title="页面不存在"
      description="您访问的页面不存在，或该模块正在开发中，敬请期待。请检查地址是否正确，或返回首页继续使用。"
    />
  );
}
