import type { MenuItem } from '@contract';
import { Badge, Card, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconApps, IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/ui/EmptyState';
import { CardTitle } from './CardTitle';
import classes from './home.module.css';
import { menuEntries, sampleAcrossCategories } from './menu-entries';

const MAX_ENTRIES = 12;

/** 功能入口: the first pages of the user's own menu, one click away. */
export function QuickEntries({ menu }: { menu: MenuItem[] }) {
  const navigate = useNavigate();
  const entries = menuEntries(menu);
  return (
    <Card padding="lg">
      <CardTitle
        icon={IconApps}
        title="功能入口"
        extra={
          entries.length > 0 && (
            <Text size="xs" c="dimmed">
              共 {entries.length} 项可用功能
            </Text>
          )
        }
      />
      {entries.length === 0 ? (
        <EmptyState description="当前账号在本园所暂无可用功能" />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm" mt="md">
          {sampleAcrossCategories(entries, MAX_ENTRIES).map((e) => (
            <UnstyledButton key={e.id} className={classes.entry} onClick={() => void navigate({ href: e.path })}>
              <div style={{ minWidth: 0 }}>
                <Text fw={500} size="sm" truncate="end">
                  {e.name}
                </Text>
                <Badge variant="transparent" color="gray" size="xs" px={0} tt="none" fw={400}>
                  {e.category}
                </Badge>
              </div>
              <IconChevronRight size={16} stroke={1.6} className={classes.entryArrow} />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
