/**
 * The login page rendered at build time (app/prerender.tsx, scripts/prerender.mjs) is on screen, and usable, before the
 * app's code has arrived: a visitor can type into it. The app then renders the same page in its place, so
 * `watchFirstScreen` (main.tsx, at once) keeps what was typed, where the cursor was and whether the sign-in button was
 * pressed, and the login page takes them over when it appears (`takeFirstScreen`). Nothing typed is lost: what was typed
 * before this ran is read from the fields. A press of the button before this ran (the entry chunk, ~10 KB, runs long
 * before the app's ~170 KB) did nothing and is not known: the visitor presses again once the app is there.
 * The server picks the file by the `first-screen` cookie, which the app keeps up to date (app/first-screen-cookie.ts).
 * No imports: this runs in the small entry chunk.
 */

export interface FirstScreenInput {
  /** field values by input id (the login form's ids are its field names) */
  values: Record<string, string | boolean>;
  /** the id of the field that had the focus */
  focused?: string;
  /** the sign-in button was pressed before the app was there */
  submitted: boolean;
}

let kept: FirstScreenInput | undefined;
let stopWatching = () => {};

/** Starts keeping the input of a pre-rendered page in #root (none: nothing to do). */
export function watchFirstScreen(root: HTMLElement | null = document.getElementById('root')) {
  if (!root?.dataset.firstScreen) return;
  const input: FirstScreenInput = { values: {}, submitted: false };
  const read = (element: EventTarget | null) => {
    if (!(element instanceof HTMLInputElement) || !element.id) return;
    input.values[element.id] = element.type === 'checkbox' ? element.checked : element.value;
  };
  // what was typed before this code ran (the browser may also have filled saved credentials in)
  root.querySelectorAll('input').forEach(read);
  const onInput = (event: Event) => read(event.target);
  const onFocus = (event: Event) => {
    if (event.target instanceof HTMLElement && event.target.id) input.focused = event.target.id;
  };
  const onClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('[data-first-screen-submit]')) input.submitted = true;
  };
  root.addEventListener('input', onInput);
  root.addEventListener('change', onInput);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('click', onClick);
  if (document.activeElement instanceof HTMLElement && root.contains(document.activeElement)) input.focused = document.activeElement.id || undefined;
  kept = input;
  // the listeners sit on #root, which the app keeps: they stop when the login page has taken the input over
  stopWatching = () => {
    root.removeEventListener('input', onInput);
    root.removeEventListener('change', onInput);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('click', onClick);
  };
}

/** What the visitor did on the pre-rendered page, once (undefined when there was none). Clears the page's marker. */
export function takeFirstScreen(): FirstScreenInput | undefined {
  const input = kept;
  kept = undefined;
  stopWatching();
  delete document.getElementById('root')?.dataset.firstScreen;
  return input;
}
