import { Button, type ButtonProps } from '@mantine/core';
import { IconFileExport } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface Props extends Pick<ButtonProps, 'loading' | 'disabled'> {
  onClick: () => void;
  /** A button inside a card or drawer header: the small size. */
  small?: boolean;
  children?: ReactNode;
}

/** 导出 (or the caller's label): the light teal button that saves what a list shows as a spreadsheet. */
export function ExportButton({ onClick, small, children = '导出', ...rest }: Props) {
  return (
    <Button
      size={small ? 'xs' : undefined}
      variant="light"
      color="teal"
      leftSection={<IconFileExport size={small ? 14 : 16} />}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Button>
  );
}
