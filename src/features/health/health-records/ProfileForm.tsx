import { FOOD_ALLERGENS, type HealthProfileRow } from '@contract/health/health-records';
import { Button, Chip, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { useMutate } from '@/lib/replica/use-mutate';

const blank = (p: HealthProfileRow | undefined) => ({
  foodAllergens: (p?.foodAllergens ?? []) as string[],
  otherAllergies: p?.otherAllergies ?? '',
  drugAllergies: p?.drugAllergies ?? '',
  pastIllnesses: p?.pastIllnesses ?? '',
  note: p?.note ?? '',
});

/** 过敏与病史: the allergies meal planning and the class see, past illnesses, a note (offline too). */
export function ProfileForm({
  schoolId,
  studentId,
  profile,
  mayEdit,
}: {
  schoolId: number;
  studentId: string;
  profile: HealthProfileRow | undefined;
  mayEdit: boolean;
}) {
  const mutate = useMutate();
  const [v, setV] = useState(() => blank(profile));
  const [saving, setSaving] = useState(false);
  useEffect(() => setV(blank(profile)), [profile]);
  const save = async () => {
    setSaving(true);
    const ok = await mutate('healthProfile.save', {
      schoolId,
      studentId,
      ...v,
      foodAllergens: v.foodAllergens as (typeof FOOD_ALLERGENS)[number][],
    }).finally(() => setSaving(false));
    if (ok) notify.success('保存成功');
  };
  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          食物过敏原
        </Text>
        <Chip.Group multiple value={v.foodAllergens} onChange={(foodAllergens) => setV({ ...v, foodAllergens })}>
          <Group gap={8}>
            {FOOD_ALLERGENS.map((a) => (
              <Chip key={a} value={a} color="red" disabled={!mayEdit}>
                {a}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <TextInput
        label="其他食物过敏"
        maxLength={100}
        readOnly={!mayEdit}
        value={v.otherAllergies}
        onChange={(e) => setV({ ...v, otherAllergies: e.currentTarget.value })}
      />
      <TextInput
        label="药物过敏"
        maxLength={100}
        readOnly={!mayEdit}
        placeholder="如：青霉素"
        value={v.drugAllergies}
        onChange={(e) => setV({ ...v, drugAllergies: e.currentTarget.value })}
      />
      <Textarea
        label="既往病史"
        maxLength={200}
        autosize
        minRows={2}
        readOnly={!mayEdit}
        placeholder="如：热性惊厥史、哮喘"
        value={v.pastIllnesses}
        onChange={(e) => setV({ ...v, pastIllnesses: e.currentTarget.value })}
      />
      <Textarea
        label="备注"
        maxLength={200}
        autosize
        minRows={2}
        readOnly={!mayEdit}
        value={v.note}
        onChange={(e) => setV({ ...v, note: e.currentTarget.value })}
      />
      {mayEdit && (
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={saving}>
            保存
          </Button>
        </Group>
      )}
    </Stack>
  );
}
