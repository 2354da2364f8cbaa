import { lazy, Suspense, type ComponentType } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** An exception page, loaded on demand (they carry large illustrations), in antd's provider: it replaces every layout. */
function exceptionPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [page, { AntdProvider }] = await Promise.all([load(), import('./antd-provider')]);
    const Page: ComponentType = page[name];
    return {
      default: () => (
        <AntdProvider>
          <Page />
        </AntdProvider>
      ),
    };
  });
}

const NotFoundPage = exceptionPage(() => import('../features/exception/pages/not-found-page'), 'NotFoundPage');
const ForbiddenPage = exceptionPage(() => import('../features/exception/pages/forbidden-page'), 'ForbiddenPage');
const ServerErrorPage = exceptionPage(() => import('../features/exception/pages/server-error-page'), 'ServerErrorPage');

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
