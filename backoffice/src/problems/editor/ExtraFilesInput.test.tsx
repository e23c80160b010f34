import { render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@hoj/core/test/user';
import { AdminContext, Form } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { registerPageMessages } from '@backoffice/i18n/catalogue';
import { createI18nProvider } from '@backoffice/providers/i18nProvider';
import { problemEditorMessages } from '../i18n/problemEditorMessages';
import { ExtraFilesInput } from './ExtraFilesInput';

registerPageMessages(problemEditorMessages);

/** Shows the field's value, as the save would send it. */
function Value() {
  const files: unknown = useWatch({ name: 'judgeExtraFile' });
  return <output aria-label="value">{JSON.stringify(files)}</output>;
}

async function renderInput(files: { name: string; content: string }[]) {
  const i18nProvider = await createI18nProvider('en-US');
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form record={{ judgeExtraFile: files }}>
        <ExtraFilesInput source="judgeExtraFile" />
        <Value />
      </Form>
    </AdminContext>,
  );
  return setupUser();
}

const value = () => JSON.parse(screen.getByLabelText('value').textContent ?? 'null') as unknown;

describe('<ExtraFilesInput>', () => {
  it('adds a file through the dialog, which needs a name and content', async () => {
    const user = await renderInput([]);

    await user.click(screen.getByRole('button', { name: 'Add file' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an extra file' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getAllByText('An extra file needs both a file name and content')).toHaveLength(2);

    await user.type(within(dialog).getByLabelText(/^File name/), 'testlib.h');
    await user.type(within(dialog).getByLabelText(/^File content/), '#pragma once');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(value()).toEqual([{ name: 'testlib.h', content: '#pragma once' }]);
    expect(screen.getByText('12 characters')).toBeInTheDocument();
  });

  it('edits and removes files, refusing a name another file has', async () => {
    const user = await renderInput([
      { name: 'a.h', content: 'int a;' },
      { name: 'b.h', content: 'int b;' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Edit file b.h' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the extra file' });
    const name = within(dialog).getByLabelText(/^File name/);
    await user.clear(name);
    await user.type(name, 'a.h');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('There are two extra files named a.h')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'c.h');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove file a.h' }));
    expect(value()).toEqual([{ name: 'c.h', content: 'int b;' }]);
  });
});
