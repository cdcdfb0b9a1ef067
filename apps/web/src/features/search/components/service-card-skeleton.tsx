import type { CSSProperties } from 'react';
import classes from './service-card.module.css';

/**
 * One placeholder bar: its width (or, `grow`, an equal share of the row) and height, and a
 * pill's radius for a badge's place.
 */
function Bone({
  width,
  grow = false,
  height,
  pill = false,
}: {
  width?: string;
  grow?: boolean;
  height: number;
  pill?: boolean;
}) {
  const style = (grow ? { flex: 1, height } : { width, height }) satisfies CSSProperties;
  return <span className={pill ? `${classes.bone} ${classes.pill}` : classes.bone} style={style} />;
}

/**
 * A card-shaped placeholder while a page of results loads: the card's frame and Mantine
 * Skeleton's look, in plain elements like the card itself (service-card.module.css).
 */
export function ServiceCardSkeleton() {
  return (
    <div className={classes.card} aria-hidden>
      <div className={classes.top}>
        <Bone width="55%" height={20} />
        <Bone width="70px" height={20} pill />
      </div>
      <Bone width="40%" height={14} />
      <Bone width="70%" height={14} />
      <div className={classes.line} style={{ gap: 'var(--mantine-spacing-xs)' }}>
        <Bone width="60px" height={22} pill />
        <Bone width="60px" height={22} pill />
      </div>
      <Bone width="30%" height={14} />
      <div className={classes.actions} style={{ gap: 'var(--mantine-spacing-md)' }}>
        <Bone grow height={36} />
        <Bone grow height={36} />
      </div>
    </div>
  );
}
