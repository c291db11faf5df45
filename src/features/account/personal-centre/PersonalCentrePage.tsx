import { type DeviceSession, OrgMsg, type Profile, ProfileMsg } from '@contract/org/departments';
import { Alert, Anchor, Avatar, Button, Grid, Group, Paper, Skeleton, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { getProfile, getSessions, saveProfile, signOutDevice } from '@/lib/api/calls/org';
import { notify } from '@/lib/notify';
import { useBrowserOnline } from '@/lib/online';
import { completeSession, getSessionState, useSession } from '@/lib/session/store';
import { confirmAction } from '@/ui/confirm';
import { PageContainer } from '@/ui/PageContainer';
import { AvatarUpload } from '@/ui/upload';
import { ChangePhoneDialog } from './ChangePhoneDialog';
import { MyPayslips } from './MyPayslips';
import { SessionTable } from './SessionTable';

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
