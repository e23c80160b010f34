import { act, render, screen } from '@testing-library/react';
import { monacoStubState } from '@hoj/core/test/monacoStub';
import { MonacoEditor, type CodeReplacement } from './MonacoEditor';

const base = {
  language: 'cpp',
  theme: 'solarized',
  fontSize: 14,
  tabSize: 4,
  ariaLabel: 'Code editor',
  height: 300,
} as const;

function view(value: string, replacement: CodeReplacement | null, onChange = jest.fn()) {
  return <MonacoEditor {...base} value={value} replacement={replacement} onChange={onChange} />;
}

const monaco = () => {
  const editor = monacoStubState.editors.at(-1);
  if (!editor) throw new Error('no editor was created');
  return editor;
};

beforeEach(() => monacoStubState.reset());

describe('MonacoEditor', () => {
  it('keeps what was typed when React renders an older copy of the text (keys faster than renders)', () => {
    const onChange = jest.fn();
    const { rerender } = render(view('int', null, onChange));
    act(() => monaco().type(' m'));
    act(() => monaco().type('ain'));
    expect(onChange).toHaveBeenLastCalledWith('int main');

    // The page catches up one change late, then at last; neither may rewind the editor.
    rerender(view('int', null, onChange));
    rerender(view('int m', null, onChange));
    expect(monaco().getValue()).toBe('int main');
    rerender(view('int main', null, onChange));
    expect(monaco().getValue()).toBe('int main');
    expect(monacoStubState.setValueCalls).toBe(0);
  });

  it('applies an outside change once, as a single edit that undo takes back', () => {
    const { rerender } = render(view('int main', null));
    act(() => monaco().type('() {}'));
    rerender(view('int main() {}', { id: 1, text: '// template' }));
    expect(monaco().getValue()).toBe('// template');
    expect(monacoStubState.setValueCalls).toBe(0);

    act(() => monaco().undo());
    expect(monaco().getValue()).toBe('int main() {}');
    // The same replacement rendered again is not applied a second time over newer typing.
    act(() => monaco().type(' // more'));
    rerender(view('int main() {} // more', { id: 1, text: '// template' }));
    expect(monaco().getValue()).toBe('int main() {} // more');
  });

  it('opens with the text typed before it arrived, without re-applying a replacement that text includes', () => {
    render(view('// template, then typed', { id: 3, text: '// template' }));
    expect(monaco().getValue()).toBe('// template, then typed');
  });

  it('reports whether Tab indents or moves focus (Ctrl+M)', () => {
    const onTabFocusModeChange = jest.fn();
    render(
      <MonacoEditor
        {...base}
        value=""
        replacement={null}
        onChange={jest.fn()}
        onTabFocusModeChange={onTabFocusModeChange}
      />,
    );
    expect(onTabFocusModeChange).toHaveBeenLastCalledWith(false);
    act(() => monaco().pressCtrlM());
    expect(onTabFocusModeChange).toHaveBeenLastCalledWith(true);
    expect(monacoStubState.lastOptions.tabFocusMode).toBe(true);
    act(() => monaco().pressCtrlM());
    expect(onTabFocusModeChange).toHaveBeenLastCalledWith(false);
  });

  it('opens with the given options and applies later language, theme and option changes to the same editor', () => {
    const onReady = jest.fn();
    const { rerender } = render(
      <MonacoEditor {...base} value="x" replacement={null} onChange={jest.fn()} onReady={onReady} readOnly />,
    );
    expect(monaco().getLanguage()).toBe('cpp');
    expect(monacoStubState.lastOptions).toMatchObject({
      value: 'x',
      language: 'cpp',
      theme: 'solarized',
      fontSize: 14,
      tabSize: 4,
      readOnly: true,
      ariaLabel: 'Code editor',
    });
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('monaco-host')).toHaveStyle({ height: '300px', width: '100%' });

    rerender(
      <MonacoEditor
        {...base}
        language="python"
        theme="hoj-dark"
        fontSize={18}
        tabSize={2}
        ariaLabel="Template"
        value="x"
        replacement={null}
        onChange={jest.fn()}
        onReady={onReady}
      />,
    );
    expect(monacoStubState.created).toBe(1);
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(monaco().getLanguage()).toBe('python');
    expect(monacoStubState.theme).toBe('hoj-dark');
    expect(monacoStubState.lastOptions).toMatchObject({
      fontSize: 18,
      tabSize: 2,
      readOnly: undefined,
      ariaLabel: 'Template',
    });
  });

  it('points the input at the help text it is given', () => {
    const { rerender } = render(
      <MonacoEditor {...base} value="" replacement={null} onChange={jest.fn()} describedBy="hint" />,
    );
    const input = screen.getByRole('textbox', { name: 'Code editor' });
    expect(input).toHaveAttribute('aria-describedby', 'hint');
    rerender(<MonacoEditor {...base} value="" replacement={null} onChange={jest.fn()} />);
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});
