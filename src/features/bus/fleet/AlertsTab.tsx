import type { BusSettingsRow } from '@contract/bus/fleet';
import { NumberInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { numberOrUndefined } from './bus-form';
import { SettingsForm } from './SettingsForm';

const valuesOf = (s: BusSettingsRow) => ({ overspeedKmh: s.overspeedKmh, corridorM: s.corridorM, parkingMinutes: s.parkingMinutes });
const toArgs = (v: Record<string, unknown>) => ({
  overspeedKmh: numberOrUndefined(v.overspeedKmh),
  corridorM: numberOrUndefined(v.corridorM),
  parkingMinutes: numberOrUndefined(v.parkingMinutes),
});

/** 报警设置: the thresholds the control centre raises alerts at. */
export function AlertsTab() {
  const form = useForm<{ overspeedKmh: number | string; corridorM: number | string; parkingMinutes: number | string }>({
    initialValues: { overspeedKmh: '', corridorM: '', parkingMinutes: '' },
  });
  const int = { allowDecimal: false, w: 240 } as const;
  return (
    <SettingsForm form={form} valuesOf={valuesOf} toArgs={toArgs}>
      {(mayEdit) => (
        <>
          <NumberInput
            label="超速报警（km/h）"
            withAsterisk
            readOnly={!mayEdit}
            min={10}
            max={120}
            {...int}
            {...form.getInputProps('overspeedKmh')}
          />
          <NumberInput
            label="偏离路线报警距离（米）"
            withAsterisk
            readOnly={!mayEdit}
            min={10}
            max={1000}
            {...int}
            {...form.getInputProps('corridorM')}
          />
          <NumberInput
            label="超时停车报警（分钟）"
            withAsterisk
            readOnly={!mayEdit}
            min={1}
            max={240}
            {...int}
            {...form.getInputProps('parkingMinutes')}
          />
          <Text size="xs" c="dimmed">
            车速超过阈值、车辆偏离路线超过设定距离、或在非站点停车超过设定时间时，校车总控将发出报警。
          </Text>
        </>
      )}
    </SettingsForm>
  );
}
