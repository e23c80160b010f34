/**
 * What the backend does to comment and reply text before saving it: an `autoplay` attribute inside an HTML-like
 * tag becomes `controls` (no media starts playing by itself), and emoji are stored as HTML decimal entities
 * (hutool's `EmojiUtil.toHtml`, because the old tables are not utf8mb4), e.g. 😂 → `&#128514;`.
 */
const AUTOPLAY_IN_TAG = /<.*?(autoplay).*?>/gi;
const EMOJI = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*/gu;

export function removeAutoplay(content: string): string {
  return content.replace(AUTOPLAY_IN_TAG, (tag: string, word: string) => tag.replace(word, 'controls'));
}

export function emojiToHtml(content: string): string {
  return content.replace(EMOJI, (emoji) => [...emoji].map((ch) => `&#${ch.codePointAt(0) ?? 0};`).join(''));
}

export function storedUserContent(content: string): string {
  return emojiToHtml(removeAutoplay(content));
}
