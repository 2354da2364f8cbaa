import { Spin } from 'antd';
import { Suspense, type ReactNode } from 'react';

/** A tab whose code loads when it is first opened: a spinner while its code and translations arrive. */
export function LazyTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>{children}</Suspense>;
}
