import { Avatar } from '@mui/material';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table';

/** The image column of a content list: the row's picture as a rounded thumbnail, `icon` where it has none. */
export function imageColumn<T extends { image: string }>(
  header: ReactNode,
  icon: ReactNode,
  size: { width: number; height: number } = { width: 56, height: 40 },
): DataTableColumn<T> {
  return {
    field: 'image',
    header,
    width: size.width + 20,
    hideBelow: 'sm',
    render: (row) => (
      <Avatar src={row.image || undefined} alt="" variant="rounded" sx={{ ...size, bgcolor: 'grey.100', color: 'grey.400' }}>
        {icon}
      </Avatar>
    ),
  };
}
