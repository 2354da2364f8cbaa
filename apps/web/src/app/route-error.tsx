import { lazy, Suspense } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

// loaded on demand: the exception pages carry large illustrations
const NotFoundPage = lazy(() => import('../features/exception/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
const ForbiddenPage = lazy(() => import('../features/exception/pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));
const ServerErrorPage = lazy(() => import('../features/exception/pages/server-error-page').then((m) => ({ default: m.ServerErrorPage })));

export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status >= 500 && import.meta.env.DEV) console.error(error);
  return (
    <Suspense fallback={null}>
      {status === 404 ? <NotFoundPage /> : status === 403 ? <ForbiddenPage /> : <ServerErrorPage />}
    </Suspense>
  );
}
