import { Badge, Group, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { dayjs, greeting } from '@/lib/format';
import classes from './home.module.css';

interface WelcomeBannerProps {
  name: string;
  position: string | null;
  schoolName: string;
}

export function WelcomeBanner({ name, position, schoolName }: WelcomeBannerProps) {
  const now = dayjs();
  return (
    <section className={classes.banner} aria-label="欢迎">
      <div>
        <Group gap="sm" align="center">
          <Title order={2} c="white">
            {greeting(now)}，{name || '老师'}
          </Title>
          {position && (
            <Badge variant="white" size="lg" radius="sm" tt="none" className={classes.positionBadge}>
              {position}
            </Badge>
          )}
        </Group>
        <Text c="rgba(255,255,255,0.85)" mt={8}>
          {schoolName ? `欢迎回到${schoolName}，祝您工作顺利。` : '祝您工作顺利。'}
        </Text>
      </div>
      <Group gap={6} className={classes.bannerDate}>
        <IconCalendar size={18} stroke={1.6} />
        <Text fw={500}>{now.format('YYYY年M月D日 dddd')}</Text>
      </Group>
    </section>
  );
}
