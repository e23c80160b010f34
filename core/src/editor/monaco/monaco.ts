// The slim build: the editor core and its features; each app registers only the languages it colours (the full
// package would add every language and the TypeScript, CSS and HTML workers, about ten times the size).
import * as monaco from 'monaco-editor/editor';
import 'monaco-editor/features/register.all';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';

// The worker is a bundled file of the site (the security policy allows workers from 'self' only, never a CDN);
// the registered languages colour on the main thread, so the editor's own worker is the only one needed.
self.MonacoEnvironment = { getWorker: () => new EditorWorker() };

export { monaco };
