import type { ReactNode } from 'react';
import classes from './tag.module.css';

/** The colours a tag comes in: Mantine's light variant of these, or a gray outline. */
export type TagColor = 'teal' | 'grape' | 'red' | 'blue' | 'outlineGray';

/**
 * A short label in a pill, as Mantine's Badge looks, without its cost (tag.module.css). `asWritten`
 * keeps the label's case (a badge is upper case).
 */
export function Tag({
  color,
  size = 'md',
  asWritten = false,
  icon,
  children,
}: {
  color: TagColor;
  size?: 'sm' | 'md';
  asWritten?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}) {
  const className = [
    classes.tag,
    classes[color],
    size === 'sm' ? classes.small : '',
    asWritten ? classes.asWritten : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={className}>
      {icon}
      <span>{children}</span>
    </span>
  );
}
