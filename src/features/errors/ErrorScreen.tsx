import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome } from '@tabler/icons-react';
import { Link, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import classes from './errors.module.css';

interface ErrorScreenProps {
  /** An HTTP-like status shown large (403, 404); without it the icon is shown instead. */
  code?: string;
  icon?: ReactNode;
  title: string;
  description: ReactNode;
}

/** The shared look of 403, 404 and "under development": a large mark, a sentence, a way home. */
export function ErrorScreen({ code, icon, title, description }: ErrorScreenProps) {
  const router = useRouter();
  return (
    <Center className={classes.screen}>
      <Stack align="center" gap="md" maw={460} ta="center">
        <div className={classes.mark}>
          {code ? (
            <span className={classes.code}>{code}</span>
          ) : (
            <ThemeIcon size={96} radius={48} variant="light">
              {icon}
            </ThemeIcon>
          )}
        </div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{description}</Text>
        <Stack gap="xs" mt="sm" align="center">
          <Button component={Link} to="/HOME" leftSection={<IconHome size={16} />} size="md">
            返回首页
          </Button>
          <Button variant="subtle" color="gray" size="xs" leftSection={<IconArrowLeft size={14} />} onClick={() => router.history.back()}>
            返回上一页
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
