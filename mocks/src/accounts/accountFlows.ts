import { MINUTE, SECOND } from '../store/clock';

/**
 * Mock behaviour, not part of the contract: the mock sends no mail. What it would mail is logged to the mock
 * server's output (`[mock] …`) and kept in the outbox (`sentMails()` of `./outbox`), and the secrets are predictable, so tests
 * and demo users can finish every flow:
 *
 * - the registration code (`GET /api/get-register-code`) is always {@link REGISTER_CODE};
 * - the reset code in the password-reset link (`POST /api/apply-reset-password`) is
 *   {@link resetPasswordCodeFor}(username); it works once per request;
 * - the captcha (`GET /api/captcha`) shows the texts of {@link CAPTCHA_TEXTS} in turn, starting again at each
 *   reset of the store; {@link readCaptchaText} reads the text back out of the `img` data URL, the way a person
 *   reads the picture. Answers are compared ignoring case, as the backend does.
 */
export const REGISTER_CODE = '123456';

/** The backend's windows: one code mail per address per 60 s, one reset mail per 90 s. */
export const REGISTER_CODE_LOCK_MS = 60 * SECOND;
export const RESET_MAIL_LOCK_MS = 90 * SECOND;
/** The code's validity as `RegisterCodeVO.expire` reports it. */
export const REGISTER_CODE_TTL_MS = 5 * MINUTE;
export const RESET_CODE_TTL_MS = 10 * MINUTE;
export const CAPTCHA_TTL_MS = 30 * MINUTE;

export const CAPTCHA_TEXTS = ['7xk2', 'm4pq', 'h8ne', '3wty', 'b5rd'] as const;

/** A 21-character code like the backend's `IdUtil.simpleUUID().substring(0, 21)`, fixed per username. */
export function resetPasswordCodeFor(username: string): string {
  // FNV-1a over the name, spread to 21 hex digits: stable across runs and processes.
  let hash = 0x811c9dc5;
  let out = '';
  for (let round = 0; out.length < 21; round += 1) {
    for (const char of `${username}#${round}`) {
      hash ^= char.codePointAt(0) ?? 0;
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    out += hash.toString(16).padStart(8, '0');
  }
  return out.slice(0, 21);
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.codePointAt(0) ?? 0};`);

/** The captcha picture: one tilted glyph per character over a few noise lines, as an SVG data URL. */
export function captchaImage(text: string): string {
  const glyphs = Array.from(text)
    .map((char, index) => {
      const x = 14 + index * 22;
      const tilt = ((index * 37) % 30) - 15;
      return `<text x="${x}" y="27" transform="rotate(${tilt} ${x} 20)">${escapeXml(char)}</text>`;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="38" viewBox="0 0 110 38">` +
    `<rect width="110" height="38" fill="#eef2f8"/>` +
    `<path d="M4 30 C 30 4, 60 36, 106 10" stroke="#9aa5b8" fill="none"/>` +
    `<path d="M2 12 C 40 30, 70 2, 108 26" stroke="#c0c8d6" fill="none"/>` +
    `<g font-family="monospace" font-size="22" font-weight="700" fill="#1e3a8a">${glyphs}</g></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Test helper: the text a {@link captchaImage} shows. */
export function readCaptchaText(img: string): string {
  const [, payload = ''] = img.split('base64,');
  const svg = atob(payload);
  return Array.from(svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g), (m) =>
    (m[1] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code))),
  ).join('');
}
