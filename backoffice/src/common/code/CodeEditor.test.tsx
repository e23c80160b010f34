import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodeEditor } from './CodeEditor';

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
    const user = userEvent.setup();
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
});
