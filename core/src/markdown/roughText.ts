/**
 * Markdown as a reader would see it at a glance, without the renderer: block markers (headings, quotes, list
 * bullets, fences), emphasis marks and link targets dropped, lines kept. For the moment before the renderer's
 * chunk has arrived, drawn as text by React (so nothing in it is ever markup); the rendered view replaces it.
 */
export function roughText(source: string): string {
  return source
    .replace(/\r\n?/g, '\n')
    .replace(/^```.*$/gm, '')
    .replace(/^[ \t]{0,3}(#{1,6}[ \t]+|>[ \t]?|[-*+][ \t]+|\d+[.)][ \t]+)/gm, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|~~|`)/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
