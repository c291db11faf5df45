import { Paper } from '@mantine/core';
import { EmptyState } from '@/ui/EmptyState';
import { PageContainer } from '@/ui/PageContainer';

/** /DGTW/TWH 团委: the SPEC gives the youth league no site type, so it has no website content to manage yet. */
export function YouthLeaguePage() {
  return (
    <PageContainer title="团委" description="团委暂无网站内容管理（党委会、工会、家委会、伙委会各有自己的页面）。">
      <Paper withBorder radius="md" p="xl">
        <EmptyState />
      </Paper>
    </PageContainer>
  );
}
