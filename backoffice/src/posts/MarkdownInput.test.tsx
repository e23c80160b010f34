import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { renderMarkdown } from '@hoj/core/markdown/sanitize';
import { MarkdownInput } from './MarkdownInput';

/** What an admin might put in an announcement: styles, a link opening a new tab, a banner from a CDN. */
const content =
  '<p style="color: red; position: fixed; top: 0">Exam week</p>\n\n' +
  '<a href="https://example.org/rules" target="_blank">Rules</a>\n\n' +
  '![banner](https://cdn.example.com/banner.png)\n\n## 考试安排';

async function preview(props: Partial<Parameters<typeof MarkdownInput>[0]> = {}): Promise<HTMLElement> {
  render(
    <AdminContext>
      <Form record={{ content }}>
        <MarkdownInput source="content" previewLabel="Preview" {...props} />
      </Form>
    </AdminContext>,
  );
  const region = await screen.findByRole('region', { name: 'Preview' });
  // The renderer is its own chunk: the preview shows once it has arrived.
  return waitFor(() => {
    const markdown = region.querySelector<HTMLElement>('.hoj-markdown');
    if (!markdown) throw new Error('no preview rendered');
    return markdown;
  });
}

describe('<MarkdownInput> preview', () => {
  it('renders posts with the trusted-author rules the portal publishes them with', async () => {
    const markdown = await preview();
    // The portal shows announcements and notices as <Markdown trusted>: the same HTML, attribute for attribute.
    expect(markdown.innerHTML).toBe(renderMarkdown(content, true));
    expect(within(markdown).getByText('Exam week')).toHaveAttribute('style', 'color: red; top: 0');
    expect(within(markdown).getByRole('link', { name: 'Rules' })).toHaveAttribute('target', '_blank');
    expect(within(markdown).getByRole('img', { name: 'banner' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/banner.png',
    );
    // Every id in rendered content is in its own namespace, staff content's too.
    expect(within(markdown).getByRole('heading', { name: '考试安排' })).toHaveAttribute(
      'id',
      'user-content-考试安排',
    );
  });

  it('can preview with the user-content rules for text the portal shows as user content', async () => {
    const markdown = await preview({ trusted: false });
    expect(markdown.innerHTML).toBe(renderMarkdown(content, false));
    expect(within(markdown).getByText('Exam week')).not.toHaveAttribute('style');
  });
});
