import { type CardKind, CardOcrMsg, CARD_IMAGE_MAX_BYTES, type DriverLicenceFields, type IdCardFields } from '@contract/card-ocr';
import { Button, Checkbox, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconId, IconLicense } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { recognizeCard } from '@/lib/api/calls/recognize-card';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { ImageRejectedError, prepareImage } from '@/lib/uploads/image-client';

/** The driver form's fields a card can fill. */
export interface CardFillable {
  name: string;
  idNumber: string;
  licenceClass: string | null;
  licenceExpiry: string | null;
}
type Key = keyof CardFillable;

const LABELS: Record<Key, string> = { name: '姓名', idNumber: '身份证号', licenceClass: '准驾车型', licenceExpiry: '驾照有效期' };
const CARD_NAMES: Record<CardKind, string> = { idCard: '身份证', driverLicence: '驾驶证' };

interface Found {
  kind: CardKind;
  /** The fillable fields read, in the form's order. */
  rows: { key: Key; value: string }[];
  /** What the card says that the form does not keep, shown for reference. */
  others: string[];
}

function foundOf(kind: CardKind, fields: IdCardFields & DriverLicenceFields): Found {
  const rows = (Object.keys(LABELS) as Key[]).flatMap((key) => (fields[key] ? [{ key, value: String(fields[key]) }] : []));
  const others = [
    fields.sex && `性别 ${fields.sex}`,
    fields.nation && `民族 ${fields.nation}`,
    fields.birthday && `出生 ${fields.birthday}`,
    fields.address && `住址 ${fields.address}`,
    fields.validFrom && `有效期起 ${fields.validFrom}`,
  ].filter((x): x is string => !!x);
  return { kind, rows, others };
}

/**
 * 识别身份证 / 识别驾驶证 in the driver form: a photo (taken or picked, compressed like any upload) is read on the
 * server, and what it gives is listed next to the form's current values, each with a tick; 填入 copies the ticked
 * ones into the form. Nothing is saved here: the form's own 确定 does that, as for typed values. Online only.
 */
export function CardRecognition({
  schoolId,
  current,
  onFill,
}: {
  schoolId: number;
  current: CardFillable;
  onFill: (v: Partial<CardFillable>) => void;
}) {
  const online = useBrowserOnline();
  const input = useRef<HTMLInputElement>(null);
  // Which button opened the file picker (a ref: the change event may come before a re-render).
  const kind = useRef<CardKind>('idCard');
  const [busy, setBusy] = useState<CardKind | null>(null);
  const [found, setFound] = useState<Found | null>(null);
  const [ticked, setTicked] = useState<Set<Key>>(new Set());

  const pick = (k: CardKind) => {
    if (!navigator.onLine) return notify.warning(CardOcrMsg.offline);
    kind.current = k;
    input.current?.click();
  };

  const read = async (file: File | undefined) => {
    if (!file) return;
    const k = kind.current;
    setBusy(k);
    try {
      const photo = await prepareImage(file);
      if (photo.size > CARD_IMAGE_MAX_BYTES) return notify.error(CardOcrMsg.tooLarge);
      const result = await recognizeCard(k, photo, schoolId);
      const next = foundOf(k, result.fields);
      if (next.rows.length === 0) return notify.warning(CardOcrMsg.nothingNew);
      setFound(next);
      // Ticked: what differs from the form now; a value the form already has needs no filling.
      setTicked(new Set(next.rows.filter((r) => r.value !== (current[r.key] ?? '')).map((r) => r.key)));
    } catch (e) {
      // The request toasts its own failures (the server's Chinese message); a photo the browser cannot decode:
      if (e instanceof ImageRejectedError) notify.error(e.message);
    } finally {
      setBusy(null);
    }
  };

  const fill = () => {
    if (!found) return;
    onFill(Object.fromEntries(found.rows.filter((r) => ticked.has(r.key)).map((r) => [r.key, r.value])));
    setFound(null);
  };

  const toggle = (key: Key, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconId size={16} />}
          loading={busy === 'idCard'}
          disabled={!!busy}
          onClick={() => pick('idCard')}
        >
          识别身份证
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconLicense size={16} />}
          loading={busy === 'driverLicence'}
          disabled={!!busy}
          onClick={() => pick('driverLicence')}
        >
          识别驾驶证
        </Button>
        <Text size="xs" c="dimmed">
          {online ? '拍摄或选择证件照片，核对后填入' : CardOcrMsg.offline}
        </Text>
      </Group>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        hidden
        data-testid="card-photo"
        onChange={(e) => {
          void read(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
      {found && (
        <Paper withBorder p="sm" radius="sm" bg="var(--mantine-color-gray-0)" aria-label="识别结果">
          <Text size="sm" fw={500} mb={4}>
            {CARD_NAMES[found.kind]}识别结果（请核对，勾选要填入的项）
          </Text>
          <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={6} fz="sm" style={{ whiteSpace: 'nowrap' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={30} />
                <Table.Th>项目</Table.Th>
                <Table.Th>识别结果</Table.Th>
                <Table.Th>当前填写</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {found.rows.map((r) => {
                const now = current[r.key] ?? '';
                return (
                  <Table.Tr key={r.key}>
                    <Table.Td>
                      <Checkbox
                        aria-label={`填入${LABELS[r.key]}`}
                        checked={ticked.has(r.key)}
                        onChange={(e) => toggle(r.key, e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{LABELS[r.key]}</Table.Td>
                    <Table.Td fw={500} style={{ whiteSpace: 'normal', wordBreak: 'break-all' }}>
                      {r.value}
                    </Table.Td>
                    <Table.Td c={now === r.value ? 'teal' : 'dimmed'}>{now === r.value ? '一致' : now || '未填写'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {found.others.length > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              其他识别信息：{found.others.join('，')}
            </Text>
          )}
          <Group justify="flex-end" gap="xs" mt="xs">
            <Button size="xs" variant="default" onClick={() => setFound(null)}>
              取消
            </Button>
            <Button size="xs" onClick={fill} disabled={ticked.size === 0}>
              填入
            </Button>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}
