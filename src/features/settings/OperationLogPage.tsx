import { OPERATION_MODULES, type OperationLog } from '@contract/operation-log';
import { Alert, Badge, Button, Group, Paper, Select, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useBrowserOnline } from '@/lib/online';
import { useSession } from '@/lib/session/store';
import { useWording } from '@/lib/wording';
import { type Column, DataTable } from '@/ui/DataTable';
import { SearchInput, useSearchText } from '@/ui/fields/SearchInput';
import { PageContainer } from '@/ui/PageContainer';
import { TablePager } from '@/ui/TablePager';
import { usePageState } from '@/ui/use-paging';
import { useOperationLogs } from './use-operation-logs';

const MODULE_COLORS: Record<string, string> = {
  系统登录: 'gray',
  园所切换: 'violet',
  学年设置: 'orange',
  角色权限: 'grape',
  班级管理: 'blue',
  幼儿管理: 'teal',
};

/** /JCSZ/CZRZ 操作日志: who did what in this school, newest first, with operator, module and date filters. */
export function OperationLogPage() {
  const { session, offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const w = useWording();
  const search = useSearchText();
  const userName = search.query;
  const [module, setModule] = useState<string | null>(null);
  const [range, setRange] = useState<[string | null, string | null]>([null, null]);
  // The server pages the log; the total of the last answer keeps the page asked for in range.
  const [total, setTotal] = useState<number>();
  const paging = usePageState(total);
  const { page: pageNum, pageSize } = paging;
  const schoolId = session?.schoolInfo.schoolId;
  const filter = schoolId ? { schoolId, userName, module, startDate: range[0], endDate: range[1] ?? range[0], pageNum, pageSize } : null;
  const { page, loading, failed, retry } = useOperationLogs(filter, online);
  if (page && page.total !== total) setTotal(page.total);
  const firstPage = paging.toFirstPage;

  const columns: Column<OperationLog>[] = [
    { key: 'user', title: '操作人', width: 120, render: (r) => r.userName },
    {
      key: 'module',
      title: '模块',
      width: 120,
      render: (r) => (
        <Badge variant="light" color={MODULE_COLORS[r.module] ?? 'gray'}>
          {w(r.module)}
        </Badge>
      ),
    },
    { key: 'action', title: '操作', width: 120, render: (r) => w(r.action) },
    { key: 'detail', title: '详情', render: (r) => r.detail || '—' },
    { key: 'ip', title: 'IP', width: 140, render: (r) => r.ip || '—' },
    { key: 'time', title: '时间', width: 180, render: (r) => r.createTime },
  ];

  return (
    <PageContainer title="操作日志" description={w('园所内人员的登录、切换园所、学年设置、班级和幼儿变更记录。')}>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，操作日志需要网络连接，联网后即可查看。
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" justify="space-between">
          <Group align="flex-end">
            <SearchInput label="操作人" placeholder="请输入操作人姓名" w={200} search={search} onChange={firstPage} />
            <Select
              label="模块"
              placeholder="全部模块"
              clearable
              w={160}
              data={OPERATION_MODULES.map((m) => ({ value: m, label: w(m) }))}
              value={module}
              onChange={(v) => {
                setModule(v);
                firstPage();
              }}
            />
            <DatePickerInput
              type="range"
              label="操作时间"
              placeholder="开始日期 — 结束日期"
              valueFormat="YYYY-MM-DD"
              clearable
              w={260}
              value={range}
              onChange={(v) => {
                setRange(v as [string | null, string | null]);
                firstPage();
              }}
            />
          </Group>
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={retry} loading={loading} disabled={!online}>
            刷新
          </Button>
        </Group>
      </Paper>
      {failed && (
        <Text size="sm" c="red">
          操作日志加载失败，请点击“刷新”重试。
        </Text>
      )}
      <DataTable columns={columns} rows={online ? page?.list : []} rowKey={(r) => String(r.id)} page={pageNum} pageSize={pageSize} />
      <TablePager total={page?.total ?? 0} page={pageNum} pageSize={pageSize} onChange={paging.onChange} />
    </PageContainer>
  );
}
