import { type ApprovalField, type AttachmentValue, type DateRangeValue, formatFieldValue, rangeDays } from '@contract/org/approvals';
import { fileUrl } from '@contract/uploads';
import { Anchor, Checkbox, Group, Image, Input, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { fenOf, YuanInput } from '@/ui/fields/YuanInput';
import { FileListUpload, ImageListUpload } from '@/ui/upload';

/** What the form holds while typed: text as typed (numbers and money too), ranges as two days, files as lists. */
export type Draft = Record<string, unknown>;

/** The typed draft as the application's form: numbers as numbers, money in fen, empty values left out. */
export function formOf(fields: readonly ApprovalField[], draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = draft[f.key];
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    if (f.kind === 'number') out[f.key] = String(v).trim() === '' ? undefined : Number(v);
    else if (f.kind === 'money') out[f.key] = fenOf(v);
    else if (f.kind === 'dateRange') {
      const r = v as Partial<DateRangeValue>;
      if (r.start || r.end) out[f.key] = { start: r.start ?? '', end: r.end ?? '' };
    } else out[f.key] = v;
    if (out[f.key] === undefined) delete out[f.key];
  }
  return out;
}

const day = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 10) : '');

/** One field of an application form, by its kind. */
export function FieldInput({
  field: f,
  value,
  error,
  onChange,
}: {
  field: ApprovalField;
  value: unknown;
  error?: string | undefined;
  onChange: (v: unknown) => void;
}) {
  const common = { label: f.label, withAsterisk: f.required, error };
  switch (f.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          placeholder={f.placeholder || `请输入${f.label}`}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          placeholder={f.placeholder || `请输入${f.label}`}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          placeholder={`请输入${f.label}`}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    case 'money':
      return <YuanInput {...common} value={String(value ?? '')} onChange={(e) => onChange(e.currentTarget.value)} />;
    case 'dateRange': {
      const r = (value ?? {}) as Partial<DateRangeValue>;
      const days = r.start && r.end && r.end >= r.start ? rangeDays({ start: r.start, end: r.end }) : null;
      return (
        <Input.Wrapper {...common} description={days ? `共 ${days} 天` : undefined}>
          <Group grow gap="xs" mt={4}>
            <DateInput
              aria-label={`${f.label}开始日期`}
              placeholder="开始日期"
              valueFormat="YYYY-MM-DD"
              clearable
              value={r.start || null}
              onChange={(d) => onChange({ ...r, start: day(d) })}
            />
            <DateInput
              aria-label={`${f.label}结束日期`}
              placeholder="结束日期"
              valueFormat="YYYY-MM-DD"
              clearable
              value={r.end || null}
              onChange={(d) => onChange({ ...r, end: day(d) })}
            />
          </Group>
        </Input.Wrapper>
      );
    }
    case 'choice':
      if (f.multiple)
        return (
          <Checkbox.Group {...common} value={(value as string[]) ?? []} onChange={onChange}>
            <Group gap="md" mt={6}>
              {f.options.map((o) => (
                <Checkbox key={o} value={o} label={o} />
              ))}
            </Group>
          </Checkbox.Group>
        );
      if (f.options.length > 6)
        return (
          <Select
            {...common}
            placeholder={`请选择${f.label}`}
            data={f.options}
            value={(value as string) ?? null}
            onChange={onChange}
            clearable
          />
        );
      return (
        <Radio.Group {...common} value={(value as string) ?? ''} onChange={onChange}>
          <Group gap="md" mt={6}>
            {f.options.map((o) => (
              <Radio key={o} value={o} label={o} />
            ))}
          </Group>
        </Radio.Group>
      );
    case 'picture':
      return (
        <Input.Wrapper {...common}>
          <ImageListUpload value={(value as string[]) ?? []} onChange={onChange} max={9} size={96} />
        </Input.Wrapper>
      );
    case 'attachment':
      return (
        <Input.Wrapper {...common}>
          <FileListUpload value={(value as AttachmentValue[]) ?? []} onChange={onChange} kinds={['pdf', 'office', 'image']} max={9} />
        </Input.Wrapper>
      );
  }
}

/** A filled field as the detail shows it: pictures as thumbnails, attachments as links, the rest as text. */
export function FieldValue({ field: f, value }: { field: ApprovalField; value: unknown }) {
  if (value === undefined || value === null || value === '')
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  if (f.kind === 'picture')
    return (
      <Group gap="xs">
        {(value as string[]).map((p) => (
          <Anchor key={p} href={fileUrl(p)} target="_blank">
            <Image src={fileUrl(p)} w={64} h={64} radius="sm" fit="cover" alt={f.label} />
          </Anchor>
        ))}
      </Group>
    );
  if (f.kind === 'attachment')
    return (
      <Stack gap={2}>
        {(value as AttachmentValue[]).map((a) => (
          <Anchor key={a.filePath} href={fileUrl(a.filePath)} target="_blank" size="sm">
            {a.fileName}
          </Anchor>
        ))}
      </Stack>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
      {formatFieldValue(f, value)}
    </Text>
  );
}
