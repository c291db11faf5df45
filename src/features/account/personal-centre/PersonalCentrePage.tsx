import { type DeviceSession, OrgMsg, type Profile, ProfileMsg } from '@contract/org/departments';
import { phoneError } from '@contract/password';
import { SmsType } from '@contract/sms';
import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  PasswordInput,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceDesktop, IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { changePhone, getProfile, getSessions, saveProfile, signOutDevice } from '@/lib/api/calls/org';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { completeSession, getSessionState, useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { EmptyState } from '@/ui/EmptyState';
import { FormDialog } from '@/ui/FormDialog';
import { PageContainer } from '@/ui/PageContainer';
import { SmsCodeButton } from '@/ui/SmsCodeButton';
import { AvatarUpload } from '@/ui/upload';
import { useSmsSender } from '../use-sms-sender';
import { MyPayslips } from './MyPayslips';

/** Shows the new name, avatar and phone in the shell at once (the next user info says the same). */
function patchShell(p: Profile) {
  const { userInfo } = getSessionState();
  if (!userInfo) return;
  completeSession(
    { userInfo: { ...userInfo, userInfo: { ...userInfo.userInfo, userName: p.userName, headPic: p.headPic, mobilePhone: p.mobilePhone } } },
    false,
  );
}

/**
 * /JCSZ/GRZX 个人中心 (always allowed; not offered in style 3): the user's own profile and avatar, the phone change by
 * SMS (the old phone's code or the login password, and the new phone's code), the signed-in devices with 退出 for
 * one (its token ends on the server at once) and the login history.
 */
export function PersonalCentrePage() {
  const { offline } = useSession();
  const online = useBrowserOnline() && !offline;
  const [profile, setProfile] = useState<Profile>();
  const [sessions, setSessions] = useState<DeviceSession[]>();
  const [phoneOpen, setPhoneOpen] = useState(false);

  const load = useCallback(() => {
    getProfile().then(setProfile, () => undefined);
    getSessions().then(setSessions, () => undefined);
  }, []);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const endDevice = async (s: DeviceSession) => {
    if (!(await confirmAction({ message: ProfileMsg.confirmSignOut }))) return;
    try {
      await signOutDevice(s.id);
      notify.success(ProfileMsg.signedOut);
      setSessions(await getSessions());
    } catch {
      // toasted
    }
  };
  const live = sessions?.filter((s) => s.live);

  return (
    <PageContainer title="个人中心" description="管理您的个人资料、手机号和登录设备，查看您的工资条。">
      {!online && (
        <Alert color="gray" icon={<IconWifiOff size={18} />}>
          当前处于离线状态，个人中心需要网络连接，联网后即可查看和修改。
        </Alert>
      )}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder radius="md" p="lg">
            {!profile ? <Skeleton h={260} /> : <ProfileCard profile={profile} onPhone={() => setPhoneOpen(true)} />}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p="lg">
            <Tabs defaultValue="profile" keepMounted={false}>
              <Tabs.List mb="md">
                <Tabs.Tab value="profile">基本资料</Tabs.Tab>
                <Tabs.Tab value="devices">登录设备{live ? `（${live.length}）` : ''}</Tabs.Tab>
                <Tabs.Tab value="history">登录记录</Tabs.Tab>
                <Tabs.Tab value="payslips">我的工资条</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="profile">
                {!profile && <Skeleton h={240} />}
                {profile && (
                  <ProfileForm
                    key={`${profile.userName}|${profile.headPic}`}
                    profile={profile}
                    disabled={!online}
                    onSaved={(p) => {
                      setProfile(p);
                      patchShell(p);
                    }}
                  />
                )}
              </Tabs.Panel>
              <Tabs.Panel value="devices">
                <SessionTable rows={live} onEnd={online ? endDevice : undefined} />
              </Tabs.Panel>
              <Tabs.Panel value="history">
                <SessionTable rows={sessions} history />
              </Tabs.Panel>
              <Tabs.Panel value="payslips">
                <MyPayslips online={online} />
              </Tabs.Panel>
            </Tabs>
          </Paper>
        </Grid.Col>
      </Grid>
      {phoneOpen && profile && (
        <ChangePhoneDialog
          profile={profile}
          onClose={() => setPhoneOpen(false)}
          onChanged={() => {
            setPhoneOpen(false);
            getProfile().then(
              (p) => {
                setProfile(p);
                patchShell(p);
              },
              () => undefined,
            );
          }}
        />
      )}
    </PageContainer>
  );
}

function ProfileCard({ profile, onPhone }: { profile: Profile; onPhone: () => void }) {
  const line = (label: string, value: string, extra?: React.ReactNode) => (
    <Group justify="space-between" wrap="nowrap" py={8} style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm">{value || '—'}</Text>
        {extra}
      </Group>
    </Group>
  );
  return (
    <Stack gap="md">
      <Stack align="center" gap={6}>
        <Avatar src={profile.headPic || null} size={88} radius={88} color="blue">
          {profile.userName.slice(-2)}
        </Avatar>
        <Title order={4}>{profile.userName}</Title>
        <Text size="sm" c="dimmed">
          {profile.positionName || '—'}
        </Text>
      </Stack>
      <div>
        {line('登录账号', profile.loginName)}
        {line(
          '手机号码',
          profile.maskedPhone,
          <Anchor component="button" type="button" size="sm" onClick={onPhone} data-testid="change-phone">
            修改
          </Anchor>,
        )}
        {line('所在园所', profile.schoolName)}
        {line('所在部门', profile.departmentName)}
        {line('岗位', profile.positionName)}
      </div>
    </Stack>
  );
}

function ProfileForm({ profile, disabled, onSaved }: { profile: Profile; disabled: boolean; onSaved: (p: Profile) => void }) {
  const [userName, setUserName] = useState(profile.userName);
  const [headPic, setHeadPic] = useState(profile.headPic);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const pending = headPic.startsWith('pending-upload:');
  const save = async () => {
    const name = userName.trim();
    if (!name) return setError(ProfileMsg.userName);
    setSaving(true);
    try {
      onSaved(await saveProfile({ userName: name, headPic }));
      notify.success(OrgMsg.saved);
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack maw={480}>
        <div>
          <Text size="sm" fw={500} mb={6}>
            头像
          </Text>
          <AvatarUpload value={headPic || null} onChange={(v) => setHeadPic(v ?? '')} />
        </div>
        <TextInput
          label="姓名"
          withAsterisk
          maxLength={20}
          value={userName}
          error={error}
          disabled={disabled}
          onChange={(e) => {
            setUserName(e.currentTarget.value);
            setError(null);
          }}
        />
        <TextInput label="登录账号" value={profile.loginName} disabled />
        <Group>
          <Button type="submit" loading={saving} disabled={disabled || pending}>
            保存
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SessionTable({
  rows,
  onEnd,
  history,
}: {
  rows: DeviceSession[] | undefined;
  onEnd?: ((s: DeviceSession) => void) | undefined;
  history?: boolean;
}) {
  if (!rows) return <Skeleton h={160} />;
  if (rows.length === 0) return <EmptyState />;
  const state = (s: DeviceSession) =>
    s.current ? (
      <Badge color="teal" variant="light">
        本机
      </Badge>
    ) : s.live ? (
      <Badge variant="light">在线</Badge>
    ) : s.revokedAt ? (
      <Badge color="gray" variant="light">
        已退出
      </Badge>
    ) : (
      <Badge color="gray" variant="light">
        已过期
      </Badge>
    );
  return (
    <Stack gap="xs">
      <Table striped verticalSpacing="sm" data-testid={history ? 'login-history' : 'device-list'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={60} ta="center">
              序号
            </Table.Th>
            <Table.Th>设备</Table.Th>
            <Table.Th>IP 地址</Table.Th>
            <Table.Th>登录时间</Table.Th>
            <Table.Th w={90}>状态</Table.Th>
            {!history && <Table.Th w={90}>操作</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s, i) => (
            <Table.Tr key={s.id} data-testid={`session-${s.current ? 'current' : s.id}`}>
              <Table.Td ta="center" c="dimmed">
                {i + 1}
              </Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <IconDeviceDesktop size={16} stroke={1.5} />
                  <Text size="sm">{s.device}</Text>
                </Group>
              </Table.Td>
              <Table.Td>{s.ip || '—'}</Table.Td>
              <Table.Td>{formatDateTime(s.createdAt)}</Table.Td>
              <Table.Td>{state(s)}</Table.Td>
              {!history && (
                <Table.Td>
                  {!s.current && onEnd && (
                    <Anchor component="button" type="button" size="sm" c="red" onClick={() => onEnd(s)}>
                      退出
                    </Anchor>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        共 {rows.length} 条
      </Text>
    </Stack>
  );
}

function ChangePhoneDialog({ profile, onClose, onChanged }: { profile: Profile; onClose: () => void; onChanged: () => void }) {
  const [proof, setProof] = useState<'code' | 'password'>(profile.mobilePhone ? 'code' : 'password');
  const [oldCode, setOldCode] = useState('');
  const [password, setPassword] = useState('');
  const [newPhone, setNewPhone] = useState('');
  const [newCode, setNewCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const [saving, setSaving] = useState(false);
  const oldSender = useSmsSender(SmsType.verifyPhone);
  const newSender = useSmsSender(SmsType.verifyPhone);

  const sendNew = async () => {
    const err = phoneError(newPhone);
    if (err) {
      setErrors((e) => ({ ...e, newPhone: err }));
      return false;
    }
    if (newPhone === profile.mobilePhone) {
      setErrors((e) => ({ ...e, newPhone: ProfileMsg.samePhone }));
      return false;
    }
    return newSender.send(newPhone);
  };
  const submit = async () => {
    const e: Record<string, string | null> = {};
    if (proof === 'code' && !oldCode) e.oldCode = '请输入验证码！';
    if (proof === 'password' && !password) e.password = '请输入登录密码';
    e.newPhone = phoneError(newPhone);
    if (!newCode) e.newCode = '请输入验证码！';
    setErrors(e);
    if (Object.values(e).some(Boolean)) return;
    setSaving(true);
    try {
      await changePhone({ oldCode: proof === 'code' ? oldCode : '', password: proof === 'password' ? password : '', newPhone, newCode });
      notify.success(ProfileMsg.phoneChanged);
      onChanged();
    } catch {
      // toasted
    } finally {
      setSaving(false);
    }
  };
  const field = (key: string) => ({ error: errors[key], onFocus: () => setErrors((x) => ({ ...x, [key]: null })) });
  return (
    <FormDialog
      opened
      title="修改手机号"
      size="md"
      onClose={onClose}
      onSubmit={() => void submit()}
      saving={saving}
      dirty={!!(oldCode || password || newPhone || newCode)}
    >
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={6}>
            第一步：验证身份
          </Text>
          <SegmentedControl
            fullWidth
            value={proof}
            onChange={(v) => setProof(v as 'code' | 'password')}
            data={[
              { value: 'code', label: '原手机号验证码', disabled: !profile.mobilePhone },
              { value: 'password', label: '原手机号已停用，用登录密码' },
            ]}
          />
        </div>
        {proof === 'code' ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`原手机号 ${profile.maskedPhone} 的验证码`}
              maxLength={6}
              value={oldCode}
              onChange={(e) => setOldCode(e.currentTarget.value)}
              {...field('oldCode')}
            />
            <SmsCodeButton onSend={() => oldSender.send(profile.mobilePhone)} />
          </Group>
        ) : (
          <PasswordInput
            label="登录密码"
            maxLength={14}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            {...field('password')}
          />
        )}
        <Text size="sm" fw={500}>
          第二步：验证新手机号
        </Text>
        <TextInput
          label="新手机号"
          maxLength={11}
          value={newPhone}
          onChange={(e) => setNewPhone(e.currentTarget.value)}
          {...field('newPhone')}
        />
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label="新手机号验证码"
            maxLength={6}
            value={newCode}
            onChange={(e) => setNewCode(e.currentTarget.value)}
            {...field('newCode')}
          />
          <SmsCodeButton onSend={sendNew} />
        </Group>
      </Stack>
      {oldSender.captcha}
      {newSender.captcha}
    </FormDialog>
  );
}
