import { flattenMenu } from '@contract/menu';
import { IconTools } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { useSession } from '@/lib/session/store';
import { ErrorScreen } from './ErrorScreen';

/** A menu entry whose screen is not built yet. */
export function UnderDevelopmentPage() {
  const pathname = useLocation({ select: (l) => l.pathname });
  const { menu } = useSession();
  const name = flattenMenu(menu ?? []).find((m) => m.path === pathname)?.name;
  return (
    <ErrorScreen
      icon={<IconTools size={44} stroke={1.5} />}
      title="该模块正在开发中"
      description={name ? `「${name}」即将上线，敬请期待。` : '该功能即将上线，敬请期待。'}
    />
  );
}
