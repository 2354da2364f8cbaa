/**
 * The top progress bar, shared by requests and navigations: it ends when the last one does. A div whose transform and
 * opacity change (styled in app/global.css): nprogress, used before, read offsetWidth on every step, which made the
 * browser lay the page out in the middle of the first render (~90 ms on a 4× slower phone CPU).
 * Decorative: hidden from assistive technology (pages show their own loading state).
 */
const MINIMUM = 0.08;
const TRICKLE_MS = 800;
const FADE_MS = 200;

let active = 0;
let value = 0;
let bar: HTMLDivElement | null = null;
let trickle: number | undefined;
let fade: number | undefined;

function element(): HTMLDivElement {
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'progress-bar';
    bar.setAttribute('aria-hidden', 'true');
    document.body.appendChild(bar);
  }
  return bar;
}

function show(next: number) {
  value = next;
  element().style.transform = `scaleX(${value})`;
}

export const progress = {
  start() {
    active += 1;
    if (active !== 1) return;
    window.clearTimeout(fade);
    const el = element();
    // from the left edge without animating back: the jump to zero is drawn before the bar grows again
    el.style.transition = 'none';
    el.style.transform = 'scaleX(0)';
    el.style.opacity = '1';
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (active === 0) return;
        el.style.transition = '';
        show(MINIMUM);
      }),
    );
    window.clearInterval(trickle);
    // creeps towards 90 % while busy
    trickle = window.setInterval(() => show(value + (0.9 - value) * 0.1), TRICKLE_MS);
  },
  done() {
    if (active === 0) return;
    active -= 1;
    if (active > 0) return;
    window.clearInterval(trickle);
    const el = element();
    el.style.transition = '';
    show(1);
    fade = window.setTimeout(() => {
      el.style.opacity = '0';
    }, FADE_MS);
  },
};
