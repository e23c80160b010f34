import { describeEditorInput, type DescribableEditor } from './describeEditorInput';

function fakeEditor(inner: string) {
  const node = document.createElement('div');
  node.innerHTML = inner;
  const listeners = new Set<() => void>();
  const editor: DescribableEditor = {
    getDomNode: () => node,
    onDidFocusEditorText: (listener) => {
      listeners.add(listener);
      return { dispose: () => listeners.delete(listener) };
    },
  };
  const focus = () => listeners.forEach((listener) => listener());
  return { node, editor, focus, listeners };
}

describe('describeEditorInput', () => {
  it("describes Chromium's edit-context element, and again after Monaco rebuilt it on focus", () => {
    const { node, editor, focus } = fakeEditor('<div role="textbox"></div>');
    describeEditorInput(editor, 'hint');
    expect(node.querySelector('[role="textbox"]')).toHaveAttribute('aria-describedby', 'hint');
    node.innerHTML = '<div role="textbox"></div>';
    focus();
    expect(node.querySelector('[role="textbox"]')).toHaveAttribute('aria-describedby', 'hint');
  });

  it('falls back to the hidden text area, removes the description when there is none, and stops on clean-up', () => {
    const { node, editor, listeners } = fakeEditor('<textarea aria-describedby="old"></textarea>');
    const dispose = describeEditorInput(editor, undefined);
    expect(node.querySelector('textarea')).not.toHaveAttribute('aria-describedby');
    dispose();
    expect(listeners.size).toBe(0);
  });
});
