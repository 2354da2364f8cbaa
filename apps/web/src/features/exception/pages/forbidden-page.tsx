import { ExceptionResult } from '../components/exception-result';

export function ForbiddenPage() {
  return <ExceptionResult status={403} />;
}
