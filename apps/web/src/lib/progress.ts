import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

// nprogress's own template marks the bar role="bar", which is no ARIA role: a decorative bar, hidden from assistive technology
NProgress.configure({
  minimum: 0.08,
  speed: 200,
  trickleSpeed: 800,
  showSpinner: false,
  barSelector: '.bar',
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
});

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
