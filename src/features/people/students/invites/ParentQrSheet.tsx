import { type ParentQr, parentJoinLink } from '@contract/people/parent-invites';
import { Text } from '@mantine/core';
import { QrCode } from '@/ui/QrCode';
import classes from './parent-invites.module.css';

/** The printable sheet: one code per child, the child's name and class under it, four to a row on A4. */
export function ParentQrSheet({ codes }: { codes: ParentQr[] }) {
  return (
    <div className={classes.sheet} data-testid="parent-qr-sheet">
      {codes.map((c) => (
        <div key={c.studentId} className={classes.cell}>
          <QrCode value={parentJoinLink(window.location.origin, c.key)} size={120} label={`${c.studentName}的家长邀请二维码`} />
          <Text fw={600} size="sm">
            {c.studentName}
          </Text>
          <Text size="xs" c="dimmed">
            {c.className} · 有效期至 {new Date(c.expireTime).toLocaleDateString('zh-CN')}
          </Text>
        </div>
      ))}
    </div>
  );
}
