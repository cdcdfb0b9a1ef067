/**
 * The Message button other features show (provider profile, request detail). The messaging
 * feature makes it; the route passes it in, so no feature imports another.
 */
export interface MessageActionProps {
  /** A parent messaging a provider. */
  providerId?: string;
  /** About a request (the parent's own, or one open to the provider). */
  requestId?: string;
  /** The service the parent came from (the profile). */
  serviceId?: string;
  label: string;
  variant?: 'filled' | 'default' | 'light';
  size?: 'xs' | 'sm';
  fullWidth?: boolean;
}
