import { GENDERS } from '@contract/enums';
import { Group, Radio, type RadioGroupProps } from '@mantine/core';

/** 性别 男 / 女 as radio buttons holding the GENDERS code as a string ('1', '2'), as the record forms keep it. */
export function GenderRadio(props: Omit<RadioGroupProps, 'children' | 'label'> & { label?: string }) {
  return (
    <Radio.Group label="性别" {...props}>
      <Group mt={6}>
        {Object.entries(GENDERS).map(([value, label]) => (
          <Radio key={value} value={value} label={label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
