import { render, screen } from '@testing-library/react';
import { monacoStubState } from '@hoj/core/test/monacoStub';
import { PERF_MARKS } from '@hoj/core/perf/marks';
import { EDITOR_THEMES } from '../editorThemes';
import MonacoEditor from './MonacoEditor';

// core's editor behaviour (typing ahead of React, replacements, Ctrl+M) is tested with core's MonacoEditor.
describe('the portal Monaco chunk', () => {
  it('registers every editor theme and opens core editor in the editor column, marking when it is ready', () => {
    const mark = jest.fn();
    Object.assign(performance, { mark, getEntriesByName: () => [] });
    render(
      <MonacoEditor
        value="int main"
        replacement={null}
        onChange={jest.fn()}
        language="cpp"
        theme="solarized"
        fontSize={14}
        tabSize={4}
        ariaLabel="Code editor"
        height={300}
      />,
    );
    expect(monacoStubState.themes).toEqual(expect.arrayContaining([...EDITOR_THEMES]));
    expect(screen.getByTestId('monaco-host')).toHaveClass('code-editor__monaco');
    expect(screen.getByRole('textbox', { name: 'Code editor' })).toHaveValue('int main');
    expect(mark).toHaveBeenCalledWith(PERF_MARKS.editorReady);
  });
});
