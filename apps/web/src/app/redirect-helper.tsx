import { Navigate, useLocation, useParams } from 'react-router';

/** `/redirect/<path>` replaces itself with `/<path>`: used to reload the current page in place. */
export function RedirectHelper() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}
