import '@mantine/core/styles.css';
import { Button, Card, MantineProvider, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { createRoot } from 'react-dom/client';

/**
 * The first-load baseline (tests/bench/first-load.ts): the smallest page of the same stack — React 19 and Mantine 9
 * with its whole stylesheet, a sign-in card — built by Vite and served by the app's own static setup.
 */
function Hello() {
  return (
    <MantineProvider>
      <Card withBorder maw={360} mx="auto" mt={120} padding="xl">
        <Stack>
          <Title order={3}>登录</Title>
          <TextInput label="账号" placeholder="请输入账号" />
          <PasswordInput label="密码" placeholder="请输入密码" />
          <Button fullWidth>登录</Button>
        </Stack>
      </Card>
    </MantineProvider>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<Hello />);
