// The tab's theme follows TensorBoard's: TensorBoard toggles body.dark-mode on its own page
// (its setting, or the OS's when the setting is "browser default"); the iframe is on the same
// origin, so the class is read there and watched. Standalone (no TensorBoard around it),
// the OS's preference decides.

export type Theme = 'light' | 'dark';

function hostBody(): HTMLElement | null {
  try {
    if (window.parent === window) return null;
    return window.parent.document.body; // throws when cross-origin
  } catch {
    return null;
  }
}

export function currentTheme(): Theme {
  const body = hostBody();
  if (body) return body.classList.contains('dark-mode') ? 'dark' : 'light';
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Calls onChange with the theme now and whenever it changes; returns a function that stops. */
export function watchTheme(onChange: (theme: Theme) => void): () => void {
  let last = currentTheme();
  onChange(last);
  const check = () => {
    const now = currentTheme();
    if (now !== last) {
      last = now;
      onChange(now);
    }
  };
  const body = hostBody();
  if (body) {
    const observer = new MutationObserver(check);
    observer.observe(body, {attributes: true, attributeFilter: ['class']});
    return () => observer.disconnect();
  }
  const media = window.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', check);
  return () => media?.removeEventListener('change', check);
}
