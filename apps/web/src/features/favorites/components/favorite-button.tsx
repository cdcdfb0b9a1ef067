import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { PROVIDER_MESSAGES } from '@petmitra/core/discovery/provider-messages';
import { messageForError } from '@petmitra/core/errors';
import { HoverTooltip } from '../../../components/hover-tooltip';
import { toast } from '../../../lib/toast';
import { useSetFavorite } from '../api/set-favorite';
import { useSessionUser } from '../../../lib/use-session-user';

export interface FavoriteButtonProps {
  providerId: string;
  /** From the provider's profile: null unless the viewer is a pet parent. */
  isFavorite: boolean | null;
  /** Told the new state once the API has saved it. */
  onChange?: (isFavorite: boolean) => void;
  fullWidth?: boolean;
}

/**
 * Add to Favorites / Remove from Favorites for pet parents. A guest is offered the sign-in
 * page (and comes back here after); other roles keep no favourites, so see nothing.
 */
export function FavoriteButton({
  providerId,
  isFavorite,
  onChange,
  fullWidth,
}: FavoriteButtonProps) {
  const { user, known } = useSessionUser();
  const location = useLocation();
  const setFavorite = useSetFavorite();
  const hintId = useId();
  const signInLink = useRef<HTMLAnchorElement>(null);

  if (!known) return null;

  if (!user) {
    return (
      <>
        <Button
          ref={signInLink}
          component={Link}
          to="/login"
          state={{ from: location }}
          variant="default"
          fullWidth={fullWidth}
          leftSection={<IconHeart size={18} aria-hidden />}
          aria-describedby={hintId}
        >
          {PROVIDER_MESSAGES.addToFavorites}
        </Button>
        <HoverTooltip target={signInLink} label={PROVIDER_MESSAGES.favoritesSignIn} />
        <span id={hintId} hidden>
          {PROVIDER_MESSAGES.favoritesSignIn}
        </span>
      </>
    );
  }
  if (user.role !== 'pet_parent') return null;

  // While saving, show the state being saved.
  const shown = setFavorite.isPending ? setFavorite.variables.favorite : Boolean(isFavorite);

  const toggle = () => {
    const favorite = !shown;
    setFavorite.mutate(
      { providerId, favorite },
      {
        onSuccess: (state) => {
          onChange?.(state.isFavorite);
          toast.success(
            state.isFavorite
              ? PROVIDER_MESSAGES.addedToFavorites
              : PROVIDER_MESSAGES.removedFromFavorites,
          );
        },
        onError: (error) => toast.error(messageForError(error)),
      },
    );
  };

  return (
    <Button
      variant={shown ? 'light' : 'default'}
      color={shown ? 'red' : undefined}
      fullWidth={fullWidth}
      leftSection={
        shown ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />
      }
      onClick={toggle}
      loading={setFavorite.isPending}
    >
      {shown ? PROVIDER_MESSAGES.removeFromFavorites : PROVIDER_MESSAGES.addToFavorites}
    </Button>
  );
}
