import { Spin, type ResultProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Result carries its 403/404/500 illustrations (~10 KB gzip): pages that show it only in a failure or final
// state load it then, not with the page
const AntResult = lazy(() => import('antd/es/result'));

/** antd's Result, loaded on first use (a spinner for that moment). Same props. */
export function Result(props: ResultProps) {
  return (
    <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
      <AntResult {...props} />
    </Suspense>
  );
}
