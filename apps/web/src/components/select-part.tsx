// Mantine's Select on its own chunk: LazySelect (lazy-select.tsx) loads it on first use.
export { Select } from '@mantine/core';
