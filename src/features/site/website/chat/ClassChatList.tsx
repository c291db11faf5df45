import { CHAT_STATUS, type ClassChatListItem, ClassChatMsg } from '@contract/site/class-chat';
import { Anchor, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';
import { useCanMutate } from '@/lib/session/can-mutate';
import { confirmAction } from '@/ui/confirm';
import { type Column, DataTable } from '@/ui/DataTable';
import { TablePager } from '@/ui/TablePager';
import { usePaging } from '@/ui/use-paging';
import classes from './chat.module.css';
import { useClassChats } from './use-class-chats';

export interface ClassChatListProps {
  schoolId: number;
  selected: string | null;
  onSelect(c: ClassChatListItem): void;
}

/**
 * The school's classes with their chat switch (SPEC §4): the switch moves at once, the confirm asks
 * 是否关闭班级聊天 / 是否开启班级聊天, and 确定 saves through sync (offline too). On 取消 or a refusal the list is
 * read again, so it shows the stored state; a refusal by the server later is undone by the sync engine the same way.
 */
export function ClassChatList({ schoolId, selected, onSelect }: ClassChatListProps) {
  const [reloads, setReloads] = useState(0);
  const rows = useClassChats(reloads);
  const paging = usePaging(rows);
  const mutate = useMutate();
  const mayToggle = useCanMutate('classChat.setStatus');
  /** The state a switch shows while its confirm is open. */
  const [asking, setAsking] = useState<{ classId: string; status: number } | null>(null);

  const toggle = async (c: ClassChatListItem, status: number) => {
    setAsking({ classId: c.classId, status });
    let saved = false;
    try {
      const message = status === CHAT_STATUS.closed ? ClassChatMsg.confirmClose : ClassChatMsg.confirmOpen;
      saved = (await confirmAction({ message })) && (await mutate('classChat.setStatus', { classId: c.classId, schoolId, status }));
      if (saved) notify.success(ClassChatMsg.done);
    } finally {
      setAsking(null);
      if (!saved) setReloads((n) => n + 1);
    }
  };

  const columns: Column<ClassChatListItem>[] = [
    {
      key: 'name',
      title: '班级',
      render: (c) => (
        <Anchor component="button" type="button" size="sm" fw={c.classId === selected ? 600 : 400} onClick={() => onSelect(c)}>
          {c.className}
        </Anchor>
      ),
    },
    {
      key: 'status',
      title: '班级聊天',
      width: 110,
      render: (c) => {
        const status = asking?.classId === c.classId ? asking.status : c.status;
        return (
          <Switch
            size="md"
            onLabel="开"
            offLabel="关"
            aria-label={`${c.className}聊天`}
            checked={status === CHAT_STATUS.open}
            disabled={asking !== null || !mayToggle}
            onChange={(e) => void toggle(c, e.currentTarget.checked ? CHAT_STATUS.open : CHAT_STATUS.closed)}
          />
        );
      },
    },
  ];

  return (
    <Stack gap="sm" className={classes.list} data-testid="class-chat-list" data-reloads={reloads}>
      <DataTable columns={columns} rows={paging.visible} rowKey={(c) => c.classId} page={paging.page} pageSize={paging.pageSize} />
      <TablePager total={paging.total} page={paging.page} pageSize={paging.pageSize} onChange={paging.onChange} />
    </Stack>
  );
}
