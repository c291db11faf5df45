import { type ParentQr, parentJoinLink } from '@contract/people/parent-invites';
import type { StudentRow } from '@contract/people/school-records';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconPrinter, IconQrcode } from '@tabler/icons-react';
import { useState } from 'react';
import { makeParentQrcodes } from '@/lib/api/calls/parent-invites';
import { useBrowserOnline as useOnline } from '@/lib/online';
import { QrCode } from '@/ui/QrCode';
import classes from './parent-invites.module.css';
import { ParentQrSheet } from './ParentQrSheet';

interface Props {
  student: StudentRow | null;
  schoolId: number;
  onClose: () => void;
}

/**
 * One child's parent invitation (幼儿管理 → 邀请): made on request, not on opening, since a new code kills the one on
 * the printed sheet; shown with its expiry, to scan on the spot or print.
 */
export function ChildQrDialog({ student, schoolId, onClose }: Props) {
  const online = useOnline();
  const [code, setCode] = useState<ParentQr | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setCode(null);
    onClose();
  };
  const generate = async () => {
    if (!student) return;
    setBusy(true);
    try {
      const [made] = await makeParentQrcodes(schoolId, { studentIds: [student.id] });
      setCode(made ?? null);
    } catch {
      // The api client has shown the reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={student !== null} onClose={close} title="邀请家长" centered size="sm">
      <Stack align="center">
        {code ? (
          <>
            <QrCode value={parentJoinLink(window.location.origin, code.key)} size={220} label={`${code.studentName}的家长邀请二维码`} />
            <Text fw={600}>
              {code.studentName} · {code.className}
            </Text>
            <Text size="sm" c="dimmed" data-testid="child-qr-expiry">
              有效期至 {new Date(code.expireTime).toLocaleString('zh-CN', { hour12: false })}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              家长用微信或手机相机扫码，填写信息并验证手机号后提交申请，审核通过后成为幼儿的监护人。
            </Text>
            {/* Printing prints the sheet only (see parent-invites.module.css): this child's code, hidden on screen. */}
            <div className={classes.printOnly}>
              <ParentQrSheet codes={[code]} />
            </div>
            <Group>
              <Button variant="default" leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
                打印
              </Button>
              <Button onClick={close}>关闭</Button>
            </Group>
          </>
        ) : (
          <>
            <Text>
              为 <b>{student?.name}</b> 生成家长邀请二维码，7天内有效。
            </Text>
            <Text size="xs" c="dimmed">
              生成后，该幼儿原来的邀请二维码立即失效。
            </Text>
            {!online && (
              <Alert color="orange" variant="light" w="100%">
                当前离线，生成二维码需要联网。
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={close}>
                取消
              </Button>
              <Button leftSection={<IconQrcode size={16} />} loading={busy} disabled={!online} onClick={generate}>
                生成二维码
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
