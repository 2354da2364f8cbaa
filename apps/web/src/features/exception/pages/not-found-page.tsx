import { ExceptionResult } from '../components/exception-result';

export function NotFoundPage() {
  return <ExceptionResult status={404} retry />;
}
