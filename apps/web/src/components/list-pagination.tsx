import { Group, Pagination } from '@mantine/core';

/** Page numbers under a list, centred; nothing when everything fits on one page. */
export function ListPagination({
  pages,
  page,
  onChange,
}: {
  pages: number;
  page: number;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Previous page' : 'Next page',
        })}
      />
    </Group>
  );
}
