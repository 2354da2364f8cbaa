import { ExceptionResult } from '../components/exception-result';

export function ServerErrorPage() {
  return <ExceptionResult status={500} retry />;
}
