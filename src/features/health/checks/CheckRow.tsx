import { CHECK_RESULT_LABEL, type CheckResult } from '@contract/health/checks';
import { isFever } from '@contract/attendance/children-day';
import type { StudentRow } from '@contract/people/school-records';
import { ActionIcon, Avatar, Text, TextInput } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { type CSSProperties, memo, useCallback, useEffect, useState } from 'react';
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
const RESULTS = [0, 1, 2, 3] as const;
/** Each result's colours for the module's plain buttons (Mantine's Button costs too much for a frame, four a card). */
const RESULT_VARS = Object.fromEntries(
  RESULTS.map((r) => [
    r,
    {
      '--result-light': `var(--mantine-color-${RESULT_COLOR[r]}-light)`,
      '--result-text': `var(--mantine-color-${RESULT_COLOR[r]}-light-color)`,
      '--result-filled': `var(--mantine-color-${RESULT_COLOR[r]}-filled)`,
    } as CSSProperties,
  ]),
) as Record<CheckResult, CSSProperties>;

interface Props {
  index: number;
  child: StudentRow;
  check: RowCheck | undefined;
  /** Tenths of a degree: the morning's from attendance, later sessions' from the check. */
  temperature: number | null;
  /** The child's allergies (健康档案), shown under the name. */
  allergy: string | undefined;
  disabled: boolean;
  onChange: (child: StudentRow, patch: CheckPatch) => void;
  onDetail: (child: StudentRow) => void;
}

/** One child of the check: photo and name, temperature, the result, the routine's symptom toggles, and note/photo. */
export const CheckRow = memo(function CheckRow({ index, child, check, temperature, allergy, disabled, onChange, onDetail }: Props) {
  const onSymptoms = useCallback((symptoms: number) => onChange(child, { symptoms }), [onChange, child]);
  const onTemperature = useCallback((temperatureText: string) => onChange(child, { temperatureText }), [onChange, child]);
  const onOpen = useCallback(() => onDetail(child), [onDetail, child]);
  const result = check?.result as CheckResult | undefined;
  // Plain elements styled by the module, the parts memoised: a tap redraws the status and the control it changed.
  return (
    <div
      className={classes.row}
      data-testid="check-row"
      data-name={child.name}
      data-result={result ?? ''}
      data-symptoms={check?.symptoms ?? ''}
    >
      <div className={classes.head}>
        <ChildHead index={index} child={child} />
        <div className={classes.name}>
          <div className={classes.childName}>{child.name}</div>
          {allergy && <span className={classes.allergy}>过敏：{allergy}</span>}
          {result === undefined ? (
            <span className={classes.unchecked}>未检</span>
          ) : (
            <span className={classes.status} style={RESULT_VARS[result]}>
              {CHECK_RESULT_LABEL[result]}
              {check?.note ? ` · ${check.note}` : ''}
            </span>
          )}
        </div>
        <TemperatureField name={child.name} temperature={temperature} disabled={disabled} onCommit={onTemperature} />
        <fieldset className={classes.results} aria-label={`${child.name}检查结果`}>
          {RESULTS.map((r) => (
            <button
              key={r}
              type="button"
              className={classes.result}
              style={RESULT_VARS[r]}
              data-on={result === r || undefined}
              aria-pressed={result === r}
              disabled={disabled}
              onClick={() => onChange(child, { result: r })}
            >
              {CHECK_RESULT_LABEL[r]}
            </button>
          ))}
        </fieldset>
        <DetailButton name={child.name} onOpen={onOpen} />
      </div>
      <SymptomToggles value={check?.symptoms ?? 0} indent disabled={disabled} onToggle={onSymptoms} />
    </div>
  );
}, sameRow);

/** The number, photo and name of a card: drawn once, whatever the taps. */
const ChildHead = memo(function ChildHead({ index, child }: { index: number; child: StudentRow }) {
  const { src } = useFileSrc(child.photo || null);
  return (
    <>
      <Text c="dimmed" w={24} ta="center">
        {index + 1}
      </Text>
      <Avatar src={src} alt={child.name} size={44} radius="sm" color="blue">
        {child.name.slice(0, 1)}
      </Avatar>
    </>
  );
});

/** The temperature as typed (numeric keypad); saved when the field is left with a new value. */
const TemperatureField = memo(function TemperatureField({
  name,
  temperature,
  disabled,
  onCommit,
}: {
  name: string;
  temperature: number | null;
  disabled: boolean;
  onCommit: (text: string) => void;
}) {
  const recorded = formatTemperature(temperature);
  const [temp, setTemp] = useState(recorded);
  useEffect(() => setTemp(recorded), [recorded]);
  return (
    <TextInput
      aria-label={`${name}体温`}
      placeholder="体温℃"
      w={88}
      size="md"
      inputMode="decimal"
      value={temp}
      disabled={disabled}
      classNames={isFever(temperature) ? { input: classes.fever } : undefined}
      onChange={(e) => setTemp(e.currentTarget.value)}
      onBlur={() => temp !== recorded && onCommit(temp)}
      onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
    />
  );
});

const DetailButton = memo(function DetailButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  return (
    <ActionIcon size={44} variant="subtle" aria-label={`${name}备注和照片`} onClick={onOpen}>
      <IconNotes />
    </ActionIcon>
  );
});

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
