import { type BusSettingsRow, renderBusTemplate, TEMPLATE_PLACEHOLDERS, unknownPlaceholder } from '@contract/bus/fleet';
import { Alert, Badge, Group, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SettingsForm } from './SettingsForm';

const valuesOf = (s: BusSettingsRow) => ({ boardingText: s.boardingText, alightingText: s.alightingText });
const toArgs = (v: Record<string, unknown>) => ({ boardingText: v.boardingText, alightingText: v.alightingText });
const sample = Object.entries(TEMPLATE_PLACEHOLDERS)
  .map(([k, v]) => `${k}=${v}`)
  .join('，');

/** 消息模板: what parents receive when their child boards and alights, with placeholders and a preview. */
export function TemplateTab() {
  const form = useForm({ initialValues: { boardingText: '', alightingText: '' } });
  const preview = (text: string) => (unknownPlaceholder(text) === null ? renderBusTemplate(text) : '（模板中有未知的占位符）');
  const field = (key: 'boardingText' | 'alightingText', label: string, mayEdit: boolean) => (
    <Stack gap={6}>
      <Textarea label={label} withAsterisk autosize minRows={2} maxLength={200} readOnly={!mayEdit} {...form.getInputProps(key)} />
      <Alert variant="light" color="blue" p="xs" title="预览">
        <Text size="sm" aria-label={`${label}预览`}>
          {preview(form.values[key])}
        </Text>
      </Alert>
    </Stack>
  );
  return (
    <SettingsForm form={form} valuesOf={valuesOf} toArgs={toArgs}>
      {(mayEdit) => (
        <>
          <Group gap="xs">
            <Text size="sm">可用占位符：</Text>
            {Object.keys(TEMPLATE_PLACEHOLDERS).map((k) => (
              <Badge
                key={k}
                variant="outline"
                style={{ cursor: mayEdit ? 'pointer' : undefined, textTransform: 'none' }}
                onClick={() => mayEdit && form.setFieldValue('boardingText', `${form.values.boardingText}{${k}}`)}
              >{`{${k}}`}</Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            预览使用示例：{sample}
          </Text>
          {field('boardingText', '上车通知', mayEdit)}
          {field('alightingText', '下车通知', mayEdit)}
        </>
      )}
    </SettingsForm>
  );
}
