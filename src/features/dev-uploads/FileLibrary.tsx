import { Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { uuidv7 } from '@contract/ids';
import { type FileRow, fileGroupOf, isPendingUploadRef } from '@contract/uploads';
import { useLiveQuery } from 'dexie-react-hooks';
import { useReplica } from '@/lib/replica/replica';
import { useMutate } from '@/lib/replica/use-mutate';
import { useFileSrc } from '@/lib/uploads/use-file-src';
import { confirmAction } from '@/ui/confirm';
import { DataTable } from '@/ui/DataTable';
import { FileListUpload, ImageUpload } from '@/ui/upload';
import { chinaDateTime } from '@contract/china-time';

function Thumb({ row }: { row: FileRow }) {
  const { src, status } = useFileSrc(row.filePath);
  return (
    <Group gap="xs" wrap="nowrap">
      {fileGroupOf(row.name) === 'image' && src ? <Image src={src} w={48} h={36} radius="sm" fit="cover" alt={row.name} /> : null}
      <Text size="sm">{row.name}</Text>
      {status === 'waiting' && (
        <Badge color="orange" size="sm" variant="light">
          等待上传
        </Badge>
      )}
      {status === 'failed' && (
        <Badge color="red" size="sm" variant="light">
          上传失败
        </Badge>
      )}
    </Group>
  );
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * 本园文件: the replicated `files` table. Choosing a file makes a record at once — offline too, naming the file
 * kept on this device — and the sync engine sends it only after the file is stored, with the real path.
 */
export function FileLibrary() {
  const { db, schoolId } = useReplica();
  const mutate = useMutate();
  const rows = useLiveQuery(
    async () =>
      db && schoolId
        ? ((await db.table('files').where('schoolId').equals(schoolId).toArray()) as FileRow[]).sort((a, b) =>
            b.createdAt.localeCompare(a.createdAt),
          )
        : [],
    [db, schoolId],
  );
  const record = async (filePath: string, name: string, bytes: number, contentType: string) => {
    if (!schoolId) return;
    await mutate('file.create', { id: uuidv7(), schoolId, name, filePath, size: bytes, contentType, createdAt: new Date().toISOString() });
  };
  const remove = async (row: FileRow) => {
    if (!schoolId || !(await confirmAction({ message: '确定删除该文件吗？', danger: true }))) return;
    await mutate('file.delete', { id: row.id, schoolId });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <div>
          <Title order={5}>本园文件</Title>
          <Text size="sm" c="dimmed">
            选择图片或文件即存入文件库；离线时文件保存在本机，联网后自动上传并同步记录。
          </Text>
        </div>
        <Group align="flex-start" gap="xl">
          <ImageUpload
            value={null}
            inputLabel="添加图片到文件库"
            label="添加图片"
            onChange={(path, file) => path && file && void record(path, file.fileName, file.size, 'image/jpeg')}
          />
          <FileListUpload value={[]} onChange={(list) => list.forEach((f) => void record(f.filePath, f.fileName, f.size, ''))} />
        </Group>
        <DataTable<FileRow>
          rows={rows}
          page={1}
          pageSize={1000}
          rowKey={(r) => r.id}
          columns={[
            { key: 'name', title: '文件', render: (r) => <Thumb row={r} /> },
            { key: 'size', title: '大小', width: 120, render: (r) => (isPendingUploadRef(r.filePath) ? '—' : size(r.size)) },
            { key: 'createdAt', title: '添加时间', width: 200, render: (r) => chinaDateTime(r.createdAt) },
            {
              key: 'actions',
              title: '操作',
              width: 100,
              render: (r) => (
                <Text
                  component="button"
                  type="button"
                  c="red"
                  size="sm"
                  onClick={() => void remove(r)}
                  style={{ background: 'none', border: 0, cursor: 'pointer' }}
                >
                  删除
                </Text>
              ),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}
