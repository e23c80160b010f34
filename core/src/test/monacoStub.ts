/**
 * Jest's stand-in for every `monaco-editor` module (jest.config.js maps them here): Monaco needs a real browser.
 * `editor.create` puts a text area labelled with the editor's `ariaLabel` in its host, so a test can type into
 * "the editor" and watch the wrapper's wiring (value in and out, language, theme and options) through
 * `monacoStubState`. Like Monaco, `executeEdits` between undo stops makes one undo step (`undo()`), while
 * `setValue` wipes the undo history; `monacoStubState.setValueCalls` counts the wipes.
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
  setValueCalls: 0,
  lastOptions: {} as Record<string, unknown>,
  /** The editors alive now, newest last: a test drives them as a keyboard would. */
  editors: [] as StubEditor[],
  reset() {
    this.themes = [];
    this.theme = '';
    this.created = 0;
    this.setValueCalls = 0;
    this.lastOptions = {};
    this.editors = [];
  },
};

export interface StubEditor {
  getValue(): string;
  /** The model's language, as `setModelLanguage` left it. */
  getLanguage(): string;
  /** A key typed at the end: the model changes and listeners hear it, whatever React has rendered. */
  type(text: string): void;
  undo(): void;
  /** Ctrl+M, as a keyboard would press it: runs the command the editor bound to it, if any. */
  pressCtrlM(): void;
}

export const KeyMod = { CtrlCmd: 2048, Shift: 1024, Alt: 512, WinCtrl: 256 } as const;
export const KeyCode = { KeyM: 43 } as const;

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
    const undoStack: string[] = [];
    const commands = new Map<number, () => void>();
    let groupOpen = false;
    const model: StubModel & Record<string, unknown> = {
      language: String(options.language ?? ''),
      tabSize: Number(options.tabSize ?? 4),
      updateOptions(next: { tabSize?: number }) {
        if (next.tabSize !== undefined) this.tabSize = next.tabSize;
      },
      getValue: () => area.value,
      getFullModelRange: () => ({ whole: true }),
    };
    const instance = {
      getValue: () => area.value,
      setValue(value: string) {
        monacoStubState.setValueCalls += 1;
        undoStack.length = 0;
        area.value = value;
        fire();
      },
      pushUndoStop() {
        groupOpen = false;
        return true;
      },
      executeEdits(_source: string, edits: Array<{ text: string }>) {
        if (!groupOpen) undoStack.push(area.value);
        groupOpen = true;
        area.value = edits[0]?.text ?? area.value;
        fire();
        return true;
      },
      getModel: () => model,
      getDomNode: () => host,
      addCommand(keybinding: number, handler: () => void) {
        commands.set(keybinding, handler);
        return String(keybinding);
      },
      onDidChangeModelContent(listener: Listener) {
        listeners.add(listener);
        return { dispose: () => listeners.delete(listener) };
      },
      onDidFocusEditorText(listener: Listener) {
        area.addEventListener('focus', listener);
        return { dispose: () => area.removeEventListener('focus', listener) };
      },
      updateOptions(next: Record<string, unknown>) {
        Object.assign(monacoStubState.lastOptions, next);
      },
      dispose() {
        area.remove();
        monacoStubState.editors = monacoStubState.editors.filter((entry) => entry !== driver);
      },
    };
    const driver: StubEditor = {
      getValue: () => area.value,
      getLanguage: () => model.language,
      type(text: string) {
        undoStack.push(area.value);
        area.value += text;
        fire();
      },
      undo() {
        const previous = undoStack.pop();
        if (previous === undefined) return;
        area.value = previous;
        fire();
      },
      pressCtrlM() {
        commands.get(KeyMod.CtrlCmd | KeyCode.KeyM)?.();
      },
    };
    monacoStubState.editors.push(driver);
    return instance;
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
