import { Grid, Stack } from '@mantine/core';
import { useSession } from '@/lib/session/store';
import { PageContainer } from '@/ui/PageContainer';
import { AccountCard } from './AccountCard';
import { MySchoolsCard } from './MySchoolsCard';
import { QuickEntries } from './QuickEntries';
import { RideEntry } from './RideEntry';
import { SchoolCard } from './SchoolCard';
import { SchoolOverviewCard } from './SchoolOverviewCard';
import { WelcomeBanner } from './WelcomeBanner';

/** /HOME workbench: who you are, where you work, and the way into your modules. */
export function HomePage() {
  const { session, userInfo, menu } = useSession();
  const school = userInfo?.schoolInfo ?? session?.schoolInfo ?? null;
  return (
    <PageContainer>
      <WelcomeBanner
        name={userInfo?.userInfo.userName || userInfo?.userInfo.loginName || ''}
        position={session?.positionName ?? userInfo?.positionName ?? null}
        schoolName={school?.schoolName ?? ''}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="lg">
            <RideEntry />
            <QuickEntries menu={menu ?? []} />
            <MySchoolsCard schools={userInfo?.schoolList ?? (school ? [school] : [])} currentId={school?.schoolId ?? null} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg">
            {school && <SchoolCard school={school} companies={userInfo?.companyList ?? []} />}
            <SchoolOverviewCard />
            <AccountCard user={userInfo?.userInfo ?? null} pwdWarn={(session?.pwdWarn ?? 0) === 1} />
          </Stack>
        </Grid.Col>
      </Grid>
    </PageContainer>
  );
}
