/** The part of a Monaco editor this needs: structural, so core does not depend on monaco-editor. */
export interface DescribableEditor {
  getDomNode(): HTMLElement | null;
  onDidFocusEditorText(listener: () => void): { dispose(): void };
}

/**
 * Points the element that takes the editor's keys at its help text (`aria-describedby`), now and whenever the
 * editor takes focus: Monaco rebuilds that element (Chromium's edit-context div, else a hidden text area), so an
 * attribute set once can be lost. Returns the clean-up for an effect.
 */
export function describeEditorInput(editor: DescribableEditor, describedBy: string | undefined): () => void {
  const describe = () => {
    const input = editor.getDomNode()?.querySelector('[role="textbox"], textarea');
    if (!input) return;
    if (describedBy) input.setAttribute('aria-describedby', describedBy);
    else input.removeAttribute('aria-describedby');
  };
  describe();
  const focus = editor.onDidFocusEditorText(describe);
  return () => focus.dispose();
}
