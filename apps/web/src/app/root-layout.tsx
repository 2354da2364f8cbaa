import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { progress } from '../lib/progress';

/** Top progress bar while a route loads, and scroll to top on every navigation. */
export function RootLayout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state !== 'idle';

  useEffect(() => {
    if (!loading) return;
    progress.start();
    return () => progress.done();
  }, [loading]);

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  return <Outlet />;
}
