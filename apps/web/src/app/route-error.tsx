import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ForbiddenPage } from '../features/exception/pages/forbidden-page';
import { NotFoundPage } from '../features/exception/pages/not-found-page';
import { ServerErrorPage } from '../features/exception/pages/server-error-page';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (isRouteErrorResponse(error) && error.status === 403) return <ForbiddenPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ServerErrorPage />;
}
