import type { Locale } from '../i18n/locale';
import { coreText } from '../i18n/messages';
import { RASTER_DATA_URL } from './stylePolicy';

/**
 * What rendered content may load from other sites, and when. Only https addresses load at all: an http image
 * on an https page is mixed content, and the shipped Content-Security-Policy allows other sites' images over
 * https only (`img-src … https:`, a deployment setting a school may narrow to none). Images in content by staff
 * (statements, announcements) show at once; images in user content (comments, discussions, signatures) show
 * a placeholder button instead ("Show image from example.com"), so merely opening a comment or a profile never
 * tells another server who read it. Whatever the author, nothing else in the content fetches from another site
 * when it is drawn: no `srcset` candidate, `<picture>` source, poster, `background` attribute or media file, and
 * media never start or preload on their own (subtitle tracks never get this far: see sanitize.ts). Other sites' video and audio become links to
 * the file (the policy lets this site play its own media only). Every address is resolved as the browser
 * would resolve it, against the page.
 */

/** Attribute of the placeholder button holding the image's absolute address. */
export const REMOTE_SRC_ATTR = 'data-remote-src';
/** Class of the placeholder button, and of the notes standing for what is never loaded. */
export const REMOTE_IMAGE_CLASS = 'hoj-remote-image';
/** Extra class of a note standing for an image or a media file that is never loaded. */
export const REFUSED_CLASS = 'hoj-remote-refused';
/** Class of the link standing for another site's video or audio. */
export const REMOTE_MEDIA_CLASS = 'hoj-remote-media';

/** Image attributes the placeholder keeps (as `data-remote-…`) for the image it turns into. */
const CARRIED = ['alt', 'title', 'width', 'height'] as const;

export type ImageSource =
  | { kind: 'local' }
  /** An https address on another site. */
  | { kind: 'remote'; url: URL }
  /** An http address on another site: never loaded. */
  | { kind: 'insecure'; url: URL }
  /** Neither http(s) nor a raster data image: nothing to show. */
  | { kind: 'refused' };

function classify(src: string, base: string, rasterData: boolean): ImageSource {
  let url: URL;
  let page: URL;
  try {
    url = new URL(src, base);
    page = new URL(base);
  } catch {
    return { kind: 'refused' };
  }
  if (url.protocol === 'data:')
    return rasterData && RASTER_DATA_URL.test(src.trim()) ? { kind: 'local' } : { kind: 'refused' };
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'refused' };
  if (url.origin === page.origin) return { kind: 'local' };
  return url.protocol === 'https:' ? { kind: 'remote', url } : { kind: 'insecure', url };
}

/** Where an `<img src>` (or a poster, a `srcset` candidate) would load from, resolved like the browser would. */
export function classifyImageSource(src: string, base: string = document.baseURI): ImageSource {
  return classify(src, base, true);
}

/** The same for a video or audio file: this site's own only, never data. */
export function classifyMediaSource(src: string, base: string = document.baseURI): ImageSource {
  return classify(src, base, false);
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

/** A note saying what was not loaded and why; its address only as a tooltip. */
function refusedNote(element: Element, url: URL, text: string): HTMLSpanElement {
  const note = element.ownerDocument.createElement('span');
  note.className = `${REMOTE_IMAGE_CLASS} ${REFUSED_CLASS}`;
  note.title = url.href;
  note.textContent = text;
  return note;
}

/** Images: remote ones shown at once (staff) or on request (users); http ones never; other schemes go. */
function gateImages(root: HTMLElement, trusted: boolean, locale: Locale): void {
  for (const image of Array.from(root.querySelectorAll('img[src]'))) {
    const source = classifyImageSource(image.getAttribute('src') ?? '');
    if (source.kind === 'refused') {
      image.remove();
    } else if (source.kind === 'insecure') {
      const text = coreText(locale, 'markdown.remoteImage.insecure', { host: source.url.host });
      image.replaceWith(refusedNote(image, source.url, text));
    } else if (source.kind === 'remote') {
      if (trusted) image.setAttribute('referrerpolicy', 'no-referrer');
      else image.replaceWith(remoteImagePlaceholder(image, source.url, locale));
    }
  }
}

/**
 * The addresses a `srcset` names, cut finer than the browser cuts them (at every comma and space): each of the
 * browser's candidates starts with one of these pieces, so if every piece is local, so is every candidate.
 */
function srcsetPieces(srcset: string): string[] {
  return srcset.split(/[\s,]+/).filter((piece) => piece !== '' && !/^\d+(?:\.\d+)?[wxh]$/i.test(piece));
}

/** `srcset` candidates from other sites would load with no say of the reader's: the attribute goes. */
function gateSrcsets(root: HTMLElement): void {
  for (const element of Array.from(root.querySelectorAll('[srcset]'))) {
    const pieces = srcsetPieces(element.getAttribute('srcset') ?? '');
    if (pieces.every((piece) => classifyImageSource(piece).kind === 'local')) continue;
    if (element.localName === 'source') {
      element.remove();
    } else {
      element.removeAttribute('srcset');
      element.removeAttribute('sizes');
    }
  }
}

/** Old `background` attributes (tables, cells) load an image like `src` does. */
function gateBackgrounds(root: HTMLElement): void {
  for (const element of Array.from(root.querySelectorAll('[background]'))) {
    if (classifyImageSource(element.getAttribute('background') ?? '').kind !== 'local') {
      element.removeAttribute('background');
    }
  }
}

/**
 * Video and audio: nothing starts or loads until the reader presses play (`preload="none"`, controls always
 * there, no autoplay); a poster from another site goes. A player whose files are all elsewhere becomes a link
 * to the first https one (opened in a new tab, outside this page's policy), or a note.
 */
function gateMedia(root: HTMLElement, locale: Locale): void {
  for (const media of Array.from(root.querySelectorAll('video, audio'))) {
    media.removeAttribute('autoplay');
    media.setAttribute('preload', 'none');
    media.setAttribute('controls', '');
    const poster = media.getAttribute('poster');
    if (poster !== null && classifyImageSource(poster).kind !== 'local') media.removeAttribute('poster');
    const elsewhere: ImageSource[] = [];
    let local = 0;
    for (const holder of [media, ...Array.from(media.querySelectorAll('source'))]) {
      const src = holder.getAttribute('src');
      if (src === null) continue;
      const source = classifyMediaSource(src);
      if (source.kind === 'local') {
        local += 1;
        continue;
      }
      elsewhere.push(source);
      if (holder === media) media.removeAttribute('src');
      else holder.remove();
    }
    if (local > 0 || elsewhere.length === 0) continue;
    const remote = elsewhere.find((source) => source.kind === 'remote');
    const insecure = elsewhere.find((source) => source.kind === 'insecure');
    if (remote?.kind === 'remote') {
      const link = media.ownerDocument.createElement('a');
      link.className = REMOTE_MEDIA_CLASS;
      link.href = remote.url.href;
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      const key = media.localName === 'audio' ? 'markdown.remoteMedia.audio' : 'markdown.remoteMedia.video';
      link.textContent = coreText(locale, key, { host: remote.url.host });
      media.replaceWith(link);
    } else if (insecure?.kind === 'insecure') {
      const text = coreText(locale, 'markdown.remoteMedia.insecure', { host: insecure.url.host });
      media.replaceWith(refusedNote(media, insecure.url, text));
    } else {
      media.remove();
    }
  }
}

/**
 * Applies the rules at the top of this file to sanitised content in an inert document (see finishHtml.ts),
 * before anything of it reaches the page.
 */
export function gateRemoteSources(root: HTMLElement, trusted: boolean, locale: Locale): void {
  gateSrcsets(root);
  gateBackgrounds(root);
  gateMedia(root, locale);
  gateImages(root, trusted, locale);
}

/** The image a placeholder stands for, or null when its address is not an https one. */
function imageFor(button: Element): HTMLImageElement | null {
  const src = button.getAttribute(REMOTE_SRC_ATTR) ?? '';
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
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
