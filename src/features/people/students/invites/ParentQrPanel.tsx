import type { ParentQr } from '@contract/people/parent-invites';
import type { ClassRow } from '@contract/people/school-records';
import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { makeParentQrcodes } from '@/lib/api/calls/parent-invites';
import { useBrowserOnline as useOnline } from '@/lib/online';
import { EmptyState } from '@/ui/EmptyState';
import { ParentQrSheet } from './ParentQrSheet';
import { OnlineOnlyNote } from '@/ui/OnlineOnlyNote';

interface Props {
  schoolId: number;
  classes: ClassRow[];
  /** The class to start with (幼儿管理's class filter). */
  initialClassId?: string | null;
}

/**
 * A class's sheet of parent QR codes: pick the class, 生成二维码 (online: the codes are the server's), 打印 (only the
 * sheet prints, four to a row on A4). Making them again kills the class's previous codes, which the note says.
 */
export function ParentQrPanel({ schoolId, classes, initialClassId = null }: Props) {
  const online = useOnline();
  const [classId, setClassId] = useState<string | null>(initialClassId);
  const [codes, setCodes] = useState<ParentQr[]>([]);
  const [busy, setBusy] = useState(false);

  const generate = async () => {
    if (!classId) return;
    setBusy(true);
    try {
      setCodes(await makeParentQrcodes(schoolId, { classId }));
    } catch {
      // The api client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack>
      <OnlineOnlyNote action="生成二维码" />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <Select
            label="班级"
            placeholder="请选择班级"
            w={220}
            data={classes.map((c) => ({ value: c.id, label: c.name }))}
            value={classId}
            onChange={(v) => {
              setClassId(v);
              setCodes([]);
            }}
          />
          <Button leftSection={<IconQrcode size={16} />} onClick={generate} loading={busy} disabled={!online || !classId}>
            生成二维码
          </Button>
          <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={codes.length === 0}>
            打印
          </Button>
        </Group>
        <Text size="xs" c="dimmed" mt="xs">
          重新生成后，该班幼儿原来的二维码立即失效；二维码7天内有效。
        </Text>
      </Paper>
      {codes.length > 0 ? <ParentQrSheet codes={codes} /> : <EmptyState />}
    </Stack>
  );
}
