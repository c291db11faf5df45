import { Paper, Stack, Text, Title } from '@mantine/core';
import { brand } from '@/lib/brand';
import { documentTitle, useDocumentTitle } from '@/lib/document-title';
import { BrandLogo } from '@/ui/BrandLogo';
import { LoginForm } from './LoginForm';
import { LoginShowcase } from './LoginShowcase';
import classes from './login.module.css';

/**
 * /login: the brand on the left, the form on the right (the form alone on small screens). Drawn by the login entry
 * (src/app/login/LoginRoot.tsx) on a cold start and by the router's /login route inside the app; each says where
 * signing in goes. Nothing here may import the router: the login entry has none.
 */
export function LoginPage({ onSignedIn }: { onSignedIn: (path: string) => void }) {
  useDocumentTitle(documentTitle('登录'));
  return (
    <div className={classes.page}>
      <LoginShowcase />
      <main className={classes.formSide}>
        <Paper className={classes.card} radius="lg" p={{ base: 'lg', sm: 40 }} shadow="md">
          <Stack gap={6} mb={32}>
            <div className={classes.cardBrand}>
              <BrandLogo size={36} />
              <Text fw={700} size="lg">
                {brand.name}
              </Text>
            </div>
            <Title order={2} mt="md">
              欢迎登录
            </Title>
            <Text c="dimmed" size="sm">
              请使用园所为您开通的账号登录
            </Text>
          </Stack>
          <LoginForm onSignedIn={onSignedIn} />
          <Text size="xs" c="dimmed" ta="center" mt="xl">
            手机号已停用或未绑定？请联系园所管理员重置密码
          </Text>
        </Paper>
        <Text size="xs" c="dimmed" className={classes.copyright}>
          © {new Date().getFullYear()} {brand.name} · 服务时间 工作日 09:00-18:00
        </Text>
      </main>
    </div>
  );
}
