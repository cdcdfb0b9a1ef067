import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { REVIEW_RATINGS } from '@petmitra/core/discovery/reviews';
import classes from './star-rating-input.module.css';

/** '1 star', '2 stars', ... */
export const starName = (value: number) => `${value} ${value === 1 ? 'star' : 'stars'}`;

interface StarRatingInputProps {
  value: number;
  onChange: (value: number) => void;
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
}

/**
 * Five real radio buttons named '1 star' to '5 stars', drawn as stars (each radio is stretched,
 * invisible, over its star, so pointer, touch and arrow keys behave as for any radio group).
 */
export function StarRatingInput({
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
}: StarRatingInputProps) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={classes.group}
      onMouseLeave={() => setHovered(0)}
    >
      {REVIEW_RATINGS.map((rating) => (
        <label
          key={rating}
          className={classes.star}
          data-filled={rating <= shown || undefined}
          onMouseEnter={() => setHovered(rating)}
        >
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={rating}
            checked={value === rating}
            onChange={() => onChange(rating)}
            aria-label={starName(rating)}
          />
          {rating <= shown ? (
            <IconStarFilled size={32} aria-hidden />
          ) : (
            <IconStar size={32} aria-hidden />
          )}
        </label>
      ))}
    </div>
  );
}
