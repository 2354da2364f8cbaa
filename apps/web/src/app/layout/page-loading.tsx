/**
 * Shown while a page's code or translations load (the top progress bar runs too). Plain markup on purpose:
 * it is part of the login route's first download, and it must not need a translation itself.
 */
export function PageLoading() {
  return (
    <div role="status" aria-busy="true" style={{ display: 'flex', justifyContent: 'center', padding: 48, color: 'var(--progress-color, #165dff)' }}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true">
        <circle cx="14" cy="14" r="11" fill="none" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M14 3 A11 11 0 0 1 25 14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
          <animateTransform attributeName="transform" type="rotate" from="0 14 14" to="360 14 14" dur="0.8s" repeatCount="indefinite" />
        </path>
      </svg>
    </div>
  );
}
