import { Select, type SelectProps } from '@mantine/core';

interface Props extends Omit<SelectProps, 'data'> {
  classes: readonly { id: string; name: string }[];
}

/** 班级 (required) of a form: one of the school's classes, searchable by name; the rest of the props go to the select. */
export function ClassSelect({ classes, ...props }: Props) {
  return (
    <Select
      label="班级"
      withAsterisk
      placeholder="请选择班级"
      searchable
      data={classes.map((c) => ({ value: c.id, label: c.name }))}
      {...props}
    />
  );
}
