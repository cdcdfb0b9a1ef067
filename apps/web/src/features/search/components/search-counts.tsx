import { memo } from 'react';
import { formatRating } from '@petmitra/core/discovery/ratings';
import { SEARCH_LIMITS } from '@petmitra/core/discovery/search';
import { formatCount } from '@petmitra/core/text/numbers';
import classes from './search-counts.module.css';
import cardClasses from './service-card.module.css';

/** Services found, their average rating and how many are near (spec part 2, section 2). */
export const SearchCounts = memo(function SearchCounts({
  loading,
  total,
  capped,
  averageRating,
  within5km,
}: {
  loading: boolean;
  total: number;
  capped: boolean;
  averageRating: number;
  within5km: number | null;
}) {
  if (loading) return <div className={`${cardClasses.bone} ${classes.placeholder}`} />;
  const totalText = `${formatCount(total)}${capped ? '+' : ''}`;
  return (
    <div className={classes.counts}>
      <div className={classes.count}>
        <p className={classes.value}>{totalText}</p>
        <p className={classes.label}>{total === 1 ? 'service found' : 'services found'}</p>
      </div>
      <div className={classes.count}>
        <p className={classes.value}>{averageRating > 0 ? formatRating(averageRating) : '–'}</p>
        <p className={classes.label}>average rating</p>
      </div>
      <div className={classes.count}>
        <p className={classes.value}>{within5km === null ? '–' : formatCount(within5km)}</p>
        <p className={classes.label}>
          within {SEARCH_LIMITS.nearbyKm} km
          {within5km === null ? (
            <span className="visually-hidden"> (set a location to count)</span>
          ) : null}
        </p>
      </div>
    </div>
  );
});
