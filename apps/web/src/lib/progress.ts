import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({ minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false });

let active = 0;

/** The top progress bar, shared by requests and navigation: it ends when the last one does. */
export const progress = {
  start() {
    active += 1;
    if (active === 1) NProgress.start();
  },
  done() {
    active = Math.max(0, active - 1);
    if (active === 0) NProgress.done();
  },
};
