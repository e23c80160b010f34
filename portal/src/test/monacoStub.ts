/**
 * Jest's stand-in for every `monaco-editor` module (jest.config.js maps them here): Monaco needs a real browser.
 * `editor.create` puts a text area labelled with the editor's `ariaLabel` in its host, so a test can type into
 * "the editor" and watch the wrapper's wiring (value in and out, language, theme and options) through
 * `monacoStubState`.
 */

type Listener = () => void;

interface StubModel {
  language: string;
  tabSize: number;
  updateOptions(options: { tabSize?: number }): void;
}

export const monacoStubState = {
  themes: [] as string[],
  theme: '',
  created: 0,
  lastOptions: {} as Record<string, unknown>,
  reset() {
    this.themes = [];
    this.theme = '';
    this.created = 0;
    this.lastOptions = {};
  },
};

export const editor = {
  create(host: HTMLElement, options: Record<string, unknown>) {
    monacoStubState.created += 1;
    monacoStubState.lastOptions = { ...options };
    const area = document.createElement('textarea');
    area.setAttribute('aria-label', String(options.ariaLabel ?? ''));
    area.value = String(options.value ?? '');
    area.dataset.language = String(options.language ?? '');
    host.append(area);
    const listeners = new Set<Listener>();
    const fire = () => listeners.forEach((listener) => listener());
    area.addEventListener('input', fire);
    const model: StubModel = {
      language: String(options.language ?? ''),
      tabSize: Number(options.tabSize ?? 4),
      updateOptions(next) {
        if (next.tabSize !== undefined) this.tabSize = next.tabSize;
      },
    };
    return {
      getValue: () => area.value,
      setValue(value: string) {
        area.value = value;
        fire();
      },
      getModel: () => model,
      onDidChangeModelContent(listener: Listener) {
        listeners.add(listener);
        return { dispose: () => listeners.delete(listener) };
      },
      updateOptions(next: Record<string, unknown>) {
        Object.assign(monacoStubState.lastOptions, next);
      },
      dispose() {
        area.remove();
      },
    };
  },
  defineTheme(name: string) {
    monacoStubState.themes.push(name);
  },
  setTheme(name: string) {
    monacoStubState.theme = name;
  },
  setModelLanguage(model: StubModel, language: string) {
    model.language = language;
  },
};

/** `?worker` imports. */
export default class StubWorker {}
