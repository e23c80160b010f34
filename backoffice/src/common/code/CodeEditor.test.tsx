import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { AdminContext } from 'react-admin';
import { monacoStubState } from '@hoj/core/test/monacoStub';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { CodeEditor } from './CodeEditor';
import MonacoView from './MonacoView';

function Harness({ initial = '' }: { initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <CodeEditor
        value={code}
        onChange={setCode}
        label="Checker code"
        languageName="C++ 17"
        helperText="Compile it first"
      />
      <output aria-label="value">{code}</output>
    </>
  );
}

describe('<CodeEditor>', () => {
  it('edits the code in a labelled text area until Monaco arrives, which then opens with that code', async () => {
    const user = setupUser();
    render(<Harness initial="int main() {}" />);

    const plain = screen.getByLabelText('Checker code');
    expect(plain.tagName).toBe('TEXTAREA');
    expect(plain).toHaveAccessibleDescription('Compile it first');

    // Jest maps monaco-editor to a stand-in whose editor is a text area named by the editor's label.
    await waitFor(() => expect(screen.getByTestId('monaco-host')).toBeInTheDocument());
    const editor = screen.getByLabelText('Checker code');
    expect(editor).toHaveValue('int main() {}');
    expect(editor).toHaveAttribute('data-language', 'cpp');
    await user.clear(editor);
    await user.type(editor, 'int x;');
    expect(screen.getByLabelText('value')).toHaveTextContent('int x;');
  });

  it('says under Monaco how Tab works and how Ctrl+M lets it leave the editor (Tab is trapped otherwise)', async () => {
    monacoStubState.reset();
    render(
      <AdminContext i18nProvider={await createI18nProvider('en-US')}>
        <Harness />
      </AdminContext>,
    );
    const indents = 'Tab indents in the editor. Press Ctrl+M to make Tab move focus out of it.';
    expect(await screen.findByText(indents)).toBeInTheDocument();
    expect(screen.getByLabelText('Checker code')).toHaveAccessibleDescription(`${indents} Compile it first`);
    const editor = monacoStubState.editors.at(-1);
    act(() => editor?.pressCtrlM());
    expect(
      screen.getByText('Tab now moves focus out of the editor. Press Ctrl+M to indent with Tab again.'),
    ).toBeInTheDocument();
    expect(monacoStubState.lastOptions.tabFocusMode).toBe(true);
  });
});

describe('<MonacoView>', () => {
  it('keeps what was typed when the form hands an older text back, and takes a reset as one undoable edit', () => {
    monacoStubState.reset();
    const props = {
      onChange: jest.fn(),
      language: 'cpp' as const,
      dark: false,
      ariaLabel: 'Code',
      height: 200,
    };
    const { rerender } = render(<MonacoView {...props} value="int" />);
    const editor = monacoStubState.editors.at(-1);
    if (!editor) throw new Error('Monaco has not opened');
    act(() => editor.type(' m'));
    act(() => editor.type('ain'));
    rerender(<MonacoView {...props} value="int m" />);
    expect(editor.getValue()).toBe('int main');

    rerender(<MonacoView {...props} value="// template" />);
    expect(editor.getValue()).toBe('// template');
    act(() => editor.undo());
    expect(editor.getValue()).toBe('int main');
    expect(monacoStubState.setValueCalls).toBe(0);
  });
});
