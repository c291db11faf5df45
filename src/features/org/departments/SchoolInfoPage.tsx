import {
  KINDERGARTEN_TYPE_LABELS,
  OrgMsg,
  RESIDENCE_LABELS,
  SCHOOL_INFO_EDIT,
  SCHOOL_LEVEL_LABELS,
  type SchoolInfo,
  type SchoolInfoSave,
  schoolInfoSaveSchema,
} from '@contract/org/departments';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { getSchoolInfo, saveSchoolInfo } from '@/lib/api/calls/org';
import { notify } from '@/lib/notify';
import { useCan } from '@/lib/session/can';
import { useWording } from '@/lib/wording';
import { PageContainer } from '@/ui/PageContainer';
import { ImageUpload } from '@/ui/upload';
import { useOnlineData } from './use-online-data';

const options = (labels: Readonly<Record<number, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
type Draft = Omit<SchoolInfo, 'schoolId' | 'schoolStyle'>;

/**
 * /JCSZ/WDYEY 我的园所: the school's information (SPEC §3: 办园类型 0–6, 园所等级 1–9, 所在地区类型 0–5), read by
 * whoever holds the page, saved with 修改园所信息 (/JCSZ/WDYEY:edit).
 */
export function SchoolInfoPage() {
  const { online, data, setData, failed, reload } = useOnlineData((id) => getSchoolInfo(id));
  const mayEdit = useCan(SCHOOL_INFO_EDIT);
  const w = useWording();
  return (
    <PageContainer title={w('我的幼儿园')} description={w('园所的基本信息，用于园所名片、报表和对外展示。')}>
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          {OrgMsg.offline}
        </Alert>
      )}
      {failed && (
        <Alert color="red" title="园所信息加载失败">
          <Button size="xs" variant="light" onClick={reload}>
            重试
          </Button>
        </Alert>
      )}
      <Paper withBorder radius="md" p="lg">
        {!data && !failed && <Skeleton h={420} />}
        {data && <SchoolInfoForm key={JSON.stringify(data)} info={data} disabled={!mayEdit || !online} onSaved={setData} />}
      </Paper>
      {data && !mayEdit && (
        <Text size="sm" c="dimmed">
          您的岗位没有修改园所信息的权限，只能查看。
        </Text>
      )}
    </PageContainer>
  );
}

function SchoolInfoForm({ info, disabled, onSaved }: { info: SchoolInfo; disabled: boolean; onSaved: (i: SchoolInfo) => void }) {
  const { schoolId, schoolStyle: _style, ...initial } = info;
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const pending = draft.logo.startsWith('pending-upload:');

  const save = async () => {
    const parsed = schoolInfoSaveSchema.safeParse({ ...draft, schoolId });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setSaving(true);
    try {
      onSaved(await saveSchoolInfo(parsed.data as SchoolInfoSave));
      notify.success(OrgMsg.saved);
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const enumSelect = (key: 'kindergartenType' | 'level' | 'residence', label: string, labels: Readonly<Record<number, string>>) => (
    <Select
      label={label}
      placeholder="请选择"
      data={options(labels)}
      value={draft[key] === null ? null : String(draft[key])}
      onChange={(v) => set(key, v === null ? null : Number(v))}
      clearable
      disabled={disabled}
      error={errors[key]}
    />
  );
  const count = (key: 'area' | 'classCount' | 'capacity', label: string, suffix?: string) => (
    <NumberInput
      label={label}
      min={0}
      max={10_000_000}
      allowDecimal={false}
      suffix={suffix}
      value={draft[key] ?? ''}
      onChange={(v) => set(key, v === '' ? null : Number(v))}
      disabled={disabled}
      error={errors[key]}
    />
  );

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="lg">
        <Group align="flex-start" gap="xl" wrap="nowrap">
          <Stack gap={6} align="center">
            <ImageUpload
              value={draft.logo || null}
              onChange={(v) => set('logo', v ?? '')}
              kind="image"
              cropAspect={1}
              size={120}
              label="上传园徽"
              inputLabel="选择园徽图片"
              disabled={disabled}
            />
            <Text size="xs" c="dimmed">
              园徽 / Logo
            </Text>
          </Stack>
          <Stack gap="md" style={{ flex: 1 }}>
            <Title order={5}>基本信息</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="园所名称"
                withAsterisk
                maxLength={50}
                value={draft.schoolName}
                onChange={(e) => set('schoolName', e.currentTarget.value)}
                disabled={disabled}
                error={errors.schoolName}
              />
              <DateInput
                label="建园日期"
                valueFormat="YYYY-MM-DD"
                placeholder="请选择日期"
                clearable
                value={draft.foundedOn || null}
                onChange={(v) => set('foundedOn', v ? String(v).slice(0, 10) : '')}
                disabled={disabled}
                error={errors.foundedOn}
              />
            </SimpleGrid>
            <TextInput
              label="园所地址"
              maxLength={200}
              value={draft.address}
              onChange={(e) => set('address', e.currentTarget.value)}
              disabled={disabled}
              error={errors.address}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="联系人"
                maxLength={20}
                value={draft.contactName}
                onChange={(e) => set('contactName', e.currentTarget.value)}
                disabled={disabled}
                error={errors.contactName}
              />
              <TextInput
                label="联系电话"
                placeholder="手机号或 010-12345678"
                maxLength={20}
                value={draft.contactPhone}
                onChange={(e) => set('contactPhone', e.currentTarget.value)}
                disabled={disabled}
                error={errors.contactPhone}
              />
            </SimpleGrid>
          </Stack>
        </Group>
        <Title order={5}>办园情况</Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {enumSelect('kindergartenType', '办园类型', KINDERGARTEN_TYPE_LABELS)}
          {enumSelect('level', '园所等级', SCHOOL_LEVEL_LABELS)}
          {enumSelect('residence', '所在地区类型', RESIDENCE_LABELS)}
          {count('area', '占地面积', ' ㎡')}
          {count('classCount', '班级数', ' 个')}
          {count('capacity', '核定学位数', ' 个')}
        </SimpleGrid>
        <Textarea
          label="园所简介"
          autosize
          minRows={3}
          maxRows={8}
          maxLength={1000}
          value={draft.intro}
          onChange={(e) => set('intro', e.currentTarget.value)}
          disabled={disabled}
          error={errors.intro}
        />
        {!disabled && (
          <Group>
            <Button type="submit" loading={saving} disabled={pending}>
              保存
            </Button>
            <Button variant="default" onClick={() => setDraft(initial)}>
              重置
            </Button>
            {pending && (
              <Text size="sm" c="dimmed">
                图片上传中，请稍候……
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </form>
  );
}
