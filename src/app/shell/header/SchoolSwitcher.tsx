import { Msg } from '@contract/errors';
import type { School } from '@contract/session';
import { Badge, Group, Loader, Select, Text } from '@mantine/core';
import { IconBuildingCommunity, IconCheck } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { schoolStyleLabel } from '@/lib/format';
import { notify } from '@/lib/notify';
import { getSessionState, useSession } from '@/lib/session/store';
import { switchSchool } from '@/lib/session/switch-school';
import { usePhone } from '@/ui/use-phone';
import { type PendingOrders, PendingOrdersDialog } from './PendingOrdersDialog';
import { SchoolLabel } from './SchoolLabel';

function SchoolOption({ school, current }: { school: School; current: boolean }) {
  return (
    <Group gap={8} wrap="nowrap" w="100%">
      <Text size="sm" fw={current ? 600 : 400} truncate="end" style={{ flex: 1 }}>
        {school.schoolName}
      </Text>
      {school.clientState === 1 ? (
        <Badge size="xs" color="red" variant="light">
          已到期
        </Badge>
      ) : (
        <Badge size="xs" variant="light" color="gray">
          {schoolStyleLabel(school.schoolStyle)}
        </Badge>
      )}
      {current && <IconCheck size={14} color="var(--mantine-primary-color-filled)" />}
    </Group>
  );
}

/**
 * The school switcher of SPEC §4 in the header: the user's schools, the current one selected. Choosing another
 * runs the switch (src/lib/session/switch-school.ts); whatever does not end in the new school puts the selection back.
 * An expired school's 待缴费订单, once one is paid, lead into that school.
 */
export function SchoolSwitcher() {
  const { session, userInfo } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<PendingOrders | null>(null);
  const phone = usePhone();
  const schools = userInfo?.schoolList ?? [];
  const current = session?.schoolInfo;
  if (!current || schools.length < 2) return <SchoolLabel />;

  const byId = new Map(schools.map((s) => [String(s.schoolId), s]));
  // An expired school paid for from its 待缴费订单 dialog runs again: the switch goes on into it.
  const enterPaid = async (schoolId: number) => {
    const target = getSessionState().userInfo?.schoolList.find((s) => s.schoolId === schoolId);
    if (!target || target.clientState === 1) return;
    setBusy(true);
    const outcome = await switchSchool(target).finally(() => setBusy(false));
    if (outcome.kind === 'switched') void navigate({ href: outcome.landing, replace: true });
  };
  const choose = async (value: string | null) => {
    if (!value) {
      notify.error(Msg.schoolRequired);
      return;
    }
    const target = byId.get(value);
    if (!target || target.schoolId === current.schoolId) return;
    setBusy(true);
    const outcome = await switchSchool(target).finally(() => setBusy(false));
    if (outcome.kind === 'pending-orders') setPending({ school: outcome.school, orders: outcome.orders });
    if (outcome.kind === 'switched') void navigate({ href: outcome.landing, replace: true });
  };

  return (
    <>
      <Select
        aria-label="切换园所"
        placeholder="请选择园区"
        data={schools.map((s) => ({ value: String(s.schoolId), label: s.schoolName }))}
        // Controlled by the session: a refused or failed switch shows the previous school again by itself.
        value={String(current.schoolId)}
        onChange={(v) => void choose(v)}
        allowDeselect={false}
        searchable={schools.length > 6}
        disabled={busy}
        // On a phone the school's name takes the room of the icon and most of the arrow's, so it is not clipped.
        w={{ base: 162, sm: 250 }}
        leftSection={busy ? <Loader size={14} /> : phone ? undefined : <IconBuildingCommunity size={16} stroke={1.6} />}
        rightSectionWidth={phone ? 24 : undefined}
        title={current.schoolName}
        comboboxProps={{ width: 320, position: 'bottom-start' }}
        renderOption={({ option }) => {
          const school = byId.get(option.value);
          return school ? <SchoolOption school={school} current={school.schoolId === current.schoolId} /> : option.label;
        }}
        maxDropdownHeight={360}
        variant="filled"
      />
      <PendingOrdersDialog value={pending} onClose={() => setPending(null)} onPaid={(id) => void enterPaid(id)} />
    </>
  );
}
