import type { StaffNoticeDetail } from '@contract/site/notices';
import { fileUrl } from '@contract/uploads';
import { Anchor, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { openStaffNotice } from '@/lib/api/calls/notices';
import { SafeHtml } from '@/ui/rich-text/SafeHtml';

/** A notice opened: title, who and when, the sanitised text, the attachments. Opening it marks it read. */
export function NoticeDetailDialog({ schoolId, id, onClose }: { schoolId: number; id: string | null; onClose: (read: boolean) => void }) {
  const [notice, setNotice] = useState<StaffNoticeDetail | null>(null);
  useEffect(() => {
    setNotice(null);
    if (!id) return;
    openStaffNotice(schoolId, id)
      .then(setNotice)
      .catch(() => onClose(false));
  }, [schoolId, id, onClose]);
  return (
    <Modal opened={!!id} onClose={() => onClose(!!notice)} title="通知详情" size="lg">
      {notice && (
        <Stack gap="sm">
          <Text fw={600} size="lg" ta="center">
            {notice.title}
          </Text>
          <Text size="sm" c="dimmed" ta="center">
            发布人：{notice.authorName}　发布时间：{notice.publishTime ?? notice.createTime}
          </Text>
          <Divider />
          <SafeHtml html={notice.content} />
          {notice.attachments.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                附件
              </Text>
              {notice.attachments.map((a) => (
                <Group key={a.filePath} gap={6}>
                  <IconPaperclip size={14} />
                  <Anchor href={fileUrl(a.filePath)} target="_blank" rel="noopener noreferrer" size="sm">
                    {a.fileName}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Modal>
  );
}
