import { CHECK_RESULT_LABEL, type CheckResult } from '@contract/health/checks';
import { isFever } from '@contract/attendance/children-day';
import type { StudentRow } from '@contract/people/school-records';
import { ActionIcon, Avatar, Badge, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import { formatTemperature } from '@contract/attendance/temperature';
import { useFileSrc } from '@/lib/uploads/use-file-src';
import classes from './checks.module.css';
import { SymptomToggles } from './SymptomToggles';

/** What a row shows of the child's session: the winning check (or a tap not yet in the replica), and the temperature. */
export interface RowCheck {
  symptoms: number;
  result: number;
  note: string;
  photo: string;
}

/** A change a tap makes; the rest of the new check is the row's current one. */
export type CheckPatch = Partial<RowCheck> & { temperatureText?: string };

const RESULT_COLOR: Record<CheckResult, string> = { 0: 'teal', 1: 'yellow', 2: 'orange', 3: 'red' };
const RESULTS = Object.entries(CHECK_RESULT_LABEL).map(([value, label]) => ({ value, label }));

interface Props {
  index: number;
  child: StudentRow;
  check: RowCheck | undefined;
  /** Tenths of a degree: the morning's from attendance, later sessions' from the check. */
  temperature: number | null;
  disabled: boolean;
  onChange: (child: StudentRow, patch: CheckPatch) => void;
  onDetail: (child: StudentRow) => void;
}

/** One child of the check: photo and name, temperature, the result, the routine's symptom toggles, and note/photo. */
export const CheckRow = memo(function CheckRow({ index, child, check, temperature, disabled, onChange, onDetail }: Props) {
  const recorded = formatTemperature(temperature);
  const [temp, setTemp] = useState(recorded);
  useEffect(() => setTemp(recorded), [recorded]);
  const { src } = useFileSrc(child.photo || null);
  const result = check?.result as CheckResult | undefined;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      className={classes.row}
      data-testid="check-row"
      data-name={child.name}
      data-result={result ?? ''}
      data-symptoms={check?.symptoms ?? ''}
    >
      <Stack gap={6}>
        <Group gap="sm" wrap="nowrap">
          <Text c="dimmed" w={24} ta="center">
            {index + 1}
          </Text>
          <Avatar src={src} alt={child.name} size={44} radius="sm" color="blue">
            {child.name.slice(0, 1)}
          </Avatar>
          <div className={classes.name}>
            <Text fw={600} size="lg" truncate>
              {child.name}
            </Text>
            {result === undefined ? (
              <Text size="xs" c="dimmed">
                未检
              </Text>
            ) : (
              <Badge size="sm" variant="light" color={RESULT_COLOR[result]}>
                {CHECK_RESULT_LABEL[result]}
                {check?.note ? ` · ${check.note}` : ''}
              </Badge>
            )}
          </div>
          <TextInput
            aria-label={`${child.name}体温`}
            placeholder="体温℃"
            w={88}
            size="md"
            inputMode="decimal"
            value={temp}
            disabled={disabled}
            classNames={isFever(temperature) ? { input: classes.fever } : undefined}
            onChange={(e) => setTemp(e.currentTarget.value)}
            onBlur={() => temp !== recorded && onChange(child, { temperatureText: temp })}
            onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
          />
          <SegmentedControl
            size="md"
            aria-label={`${child.name}检查结果`}
            data={RESULTS}
            value={result === undefined ? '' : String(result)}
            color={result === undefined ? 'gray' : RESULT_COLOR[result]}
            disabled={disabled}
            onChange={(v) => onChange(child, { result: Number(v) })}
          />
          <ActionIcon size={44} variant="subtle" aria-label={`${child.name}备注和照片`} onClick={() => onDetail(child)}>
            <IconNotes />
          </ActionIcon>
        </Group>
        <SymptomToggles value={check?.symptoms ?? 0} pl={78} disabled={disabled} onToggle={(symptoms) => onChange(child, { symptoms })} />
      </Stack>
    </Paper>
  );
}, sameRow);

/** A row renders again only when its own child's check or temperature changed (a tap redraws one row, not 35). */
function sameRow(a: Props, b: Props): boolean {
  const x = a.check;
  const y = b.check;
  const sameCheck =
    x === y || (!!x && !!y && x.symptoms === y.symptoms && x.result === y.result && x.note === y.note && x.photo === y.photo);
  return (
    sameCheck &&
    a.temperature === b.temperature &&
    a.index === b.index &&
    a.child === b.child &&
    a.disabled === b.disabled &&
    a.onChange === b.onChange &&
    a.onDetail === b.onDetail
  );
}
