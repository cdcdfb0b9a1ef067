import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../hooks/use-page-title';
import { ErrorFallback } from './error-fallback';
import { NotFoundPage } from './not-found-page';

/** The router's errorElement: a thrown 404 shows the not-found page, anything else the fallback. */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <ErrorFallback error={error} />;
}
