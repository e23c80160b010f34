import type { Locale } from '../i18n/locale';
import { coreText } from '../i18n/messages';
import { RASTER_DATA_URL } from './stylePolicy';

/**
 * Images in user content that live on another site load only when the reader asks for them: rendering
 * shows a placeholder button ("Show image from example.com") instead, so merely opening a comment or a
 * profile never tells another server who read it. The placeholder carries the address in a data attribute
 * no browser loads; `activateRemoteImages` swaps the image in on click.
 */

/** Attribute of the placeholder button holding the image's absolute address. */
export const REMOTE_SRC_ATTR = 'data-remote-src';
/** Class of the placeholder button. */
export const REMOTE_IMAGE_CLASS = 'hoj-remote-image';

/** Image attributes the placeholder keeps (as `data-remote-…`) for the image it turns into. */
const CARRIED = ['alt', 'title', 'width', 'height'] as const;

export type ImageSource =
  | { kind: 'local' }
  | { kind: 'remote'; url: URL }
  /** Neither http(s) nor a raster data image: nothing to show. */
  | { kind: 'refused' };

/** Where an `<img src>` would load from, resolved against the page like the browser would. */
export function classifyImageSource(src: string, base: string = document.baseURI): ImageSource {
  let url: URL;
  let page: URL;
  try {
    url = new URL(src, base);
    page = new URL(base);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol === 'data:')
    return RASTER_DATA_URL.test(src.trim()) ? { kind: 'local' } : { kind: 'refused' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  return url.origin === page.origin ? { kind: 'local' } : { kind: 'remote', url };
}

/** The button standing in for a remote image; it has no attribute a browser would load. */
export function remoteImagePlaceholder(image: Element, url: URL, locale: Locale): HTMLButtonElement {
  const button = image.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = REMOTE_IMAGE_CLASS;
  button.setAttribute(REMOTE_SRC_ATTR, url.href);
  for (const name of CARRIED) {
    const value = image.getAttribute(name);
    if (value !== null) button.setAttribute(`data-remote-${name}`, value);
  }
  button.title = url.href;
  button.textContent = coreText(locale, 'markdown.remoteImage.show', { host: url.host });
  return button;
}

/** The image a placeholder stands for, or null when its address is not an http(s) one. */
function imageFor(button: Element): HTMLImageElement | null {
  const src = button.getAttribute(REMOTE_SRC_ATTR) ?? '';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const image = button.ownerDocument.createElement('img');
  for (const name of CARRIED) {
    const value = button.getAttribute(`data-remote-${name}`);
    if (value !== null) image.setAttribute(name, value);
  }
  // The other site learns that someone looked, not which page they were on (set before src: it applies to
  // the request that src starts).
  image.setAttribute('referrerpolicy', 'no-referrer');
  image.src = url.href;
  return image;
}

/**
 * Makes the remote-image placeholders inside `root` (now and later: the listener is delegated) show their
 * image when clicked. Returns the function that stops listening. `<Markdown>` does this itself; anything
 * else that puts `renderMarkdown` output into the page calls it on the container.
 */
export function activateRemoteImages(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const button = target.closest(`button[${REMOTE_SRC_ATTR}]`);
    if (!button || !root.contains(button)) return;
    // A linked image: this click shows the image, it does not follow the link.
    event.preventDefault();
    const image = imageFor(button);
    if (image) button.replaceWith(image);
  };
  root.addEventListener('click', onClick);
  return () => root.removeEventListener('click', onClick);
}
