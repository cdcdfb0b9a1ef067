import { IconMapPin, IconPhone, IconStarFilled } from '@tabler/icons-react';
import { useRef } from 'react';
import { Link } from 'react-router';
import { PET_TYPE_LABELS, orderedPetTypes } from '@petmitra/core/marketplace/pet-types';
import { SERVICE_CATEGORY_LABELS } from '@petmitra/core/marketplace/service-categories';
import type { ServiceCard as ServiceCardData } from '@petmitra/core/discovery/results';
import { priceRangeLabel } from '@petmitra/core/discovery/result-labels';
import { formatRating, ratingLabel } from '@petmitra/core/discovery/ratings';
import { SEARCH_MESSAGES } from '@petmitra/core/discovery/search';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { Tag } from '../../../components/tag';
import { DistanceBadge, HomeServiceBadge, VerifiedBadge } from '../../../components/service-badges';
import classes from './service-card.module.css';

/** 'Bengaluru, India', or whichever of the two is known. */
export function placeLabel(city: string | null, country: string | null): string | null {
  const parts = [city, country].filter((part): part is string => Boolean(part?.trim()));
  return parts.length ? parts.join(', ') : null;
}

/** A service in the directory (spec part 2, section 2). Plain elements, see its stylesheet. */
export function ServiceCard({ service }: { service: ServiceCardData }) {
  const { provider } = service;
  const callLink = useRef<HTMLAnchorElement>(null);
  const place = placeLabel(provider.city, provider.country);
  const reviewsLabel = `${service.totalReviews} ${service.totalReviews === 1 ? 'review' : 'reviews'}`;

  return (
    <article className={classes.card}>
      <div className={classes.top}>
        <div className={classes.stack}>
          <h3 className={classes.title}>{service.name}</h3>
          <p className={`${classes.text} ${classes.dimmed}`}>
            {SERVICE_CATEGORY_LABELS[service.category]}
          </p>
        </div>
        {service.distanceKm !== null ? <DistanceBadge km={service.distanceKm} /> : null}
      </div>

      {provider.verified || service.homeServiceAvailable ? (
        <div className={classes.row}>
          {provider.verified ? <VerifiedBadge /> : null}
          {service.homeServiceAvailable ? <HomeServiceBadge /> : null}
        </div>
      ) : null}

      <p className={`${classes.text} ${classes.rating}`}>
        {service.totalReviews > 0 ? (
          <>
            <IconStarFilled size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
            <span className={classes.strong}>{formatRating(service.averageRating)}</span>
            <span>{ratingLabel(service.averageRating)}</span>
            <Link to={`/reviews/${provider.id}`} className={classes.link}>
              ({reviewsLabel})
            </Link>
          </>
        ) : (
          <Link to={`/reviews/${provider.id}`} className={`${classes.link} ${classes.dimmed}`}>
            {SEARCH_MESSAGES.noReviews}
          </Link>
        )}
      </p>

      <div className={classes.stack}>
        <p className={`${classes.text} ${classes.name}`}>{provider.name}</p>
        {place ? (
          <p className={`${classes.text} ${classes.dimmed} ${classes.line}`}>
            <IconMapPin size={14} aria-hidden />
            {place}
          </p>
        ) : null}
      </div>

      {service.petTypesAccepted.length > 0 ? (
        <div className={`${classes.row} ${classes.line}`}>
          <p className={classes.accepts}>Accepts</p>
          {orderedPetTypes(service.petTypesAccepted).map((type) => (
            <Tag key={type} color="outlineGray" size="sm" asWritten>
              {PET_TYPE_LABELS[type]}
            </Tag>
          ))}
        </div>
      ) : null}

      <p className={classes.price}>
        {priceRangeLabel(service.priceMin, service.priceMax, service.currency)}
      </p>

      <div className={classes.actions}>
        <Link to={`/provider/${provider.id}`} className={classes.button}>
          {SEARCH_MESSAGES.viewProfile}
        </Link>
        {provider.phone ? (
          <>
            <a
              ref={callLink}
              href={`tel:${provider.phone.replace(/\s+/g, '')}`}
              className={classes.icon}
              aria-label={`Call ${provider.name}`}
            >
              <IconPhone size={18} aria-hidden />
            </a>
            <HoverTooltip target={callLink} label={`Call ${provider.phone}`} />
          </>
        ) : null}
      </div>
    </article>
  );
}
