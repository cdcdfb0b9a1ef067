import { Button, type ButtonProps } from '@mantine/core';
import { IconEye, IconStar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { REVIEW_MESSAGES } from '@petmitra/core/discovery/review-messages';

interface LeaveReviewButtonProps extends Pick<ButtonProps, 'size' | 'variant' | 'fullWidth'> {
  serviceRequestId: string;
  /** The request's selected provider (the reviewee). */
  providerId: string;
  /** The request already has the parent's review: offer View Review instead. */
  hasReview: boolean;
}

/**
 * For a completed request on My Service Requests: 'Leave Review' opens the provider's reviews
 * with the Write a Review modal for this request; 'View Review' opens the provider's reviews in
 * a new tab (spec part 2, section 2). The reviews page asks the server whether the user may
 * review, so showing this button is never what grants it.
 */
export function LeaveReviewButton({
  serviceRequestId,
  providerId,
  hasReview,
  size = 'xs',
  variant,
  fullWidth,
}: LeaveReviewButtonProps) {
  if (hasReview) {
    return (
      <Button
        component="a"
        href={`/reviews/${providerId}`}
        target="_blank"
        rel="noopener"
        size={size}
        variant={variant ?? 'default'}
        fullWidth={fullWidth}
        leftSection={<IconEye size={16} aria-hidden />}
      >
        {REVIEW_MESSAGES.viewReview}
      </Button>
    );
  }
  const search = new URLSearchParams({ serviceRequestId });
  return (
    <Button
      component={Link}
      to={`/reviews/${providerId}?${search.toString()}`}
      size={size}
      variant={variant ?? 'filled'}
      fullWidth={fullWidth}
      leftSection={<IconStar size={16} aria-hidden />}
    >
      {REVIEW_MESSAGES.leaveReview}
    </Button>
  );
}
