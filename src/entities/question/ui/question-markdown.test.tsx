import { render, screen } from '@testing-library/react';
import { QuestionMarkdown } from './question-markdown';

describe('QuestionMarkdown', () => {
  it('renders markdown as formatted text', async () => {
    render(<QuestionMarkdown markdown={'Use a **hash map**:\n\n```\nseen = {}\n```\n\n- first\n- second'} />);

    expect(await screen.findByText('hash map')).toContainHTML('<strong>hash map</strong>');
    expect(screen.getByText('seen = {}').tagName).toBe('CODE');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  it('skips raw HTML, so scripts and event handlers never reach the page', async () => {
    const { container } = render(
      <QuestionMarkdown
        markdown={'Before\n\n<script>window.pwned = true</script>\n\nInline <img src="x" onerror="window.pwned = true"> tag and <b>bold</b>\n\nAfter'}
      />,
    );

    expect(await screen.findByText('After')).toBeInTheDocument();
    expect(container.querySelector('script, img, b, [onerror]')).toBeNull();
    expect(container).not.toHaveTextContent('pwned');
    expect(container).toHaveTextContent('Inline tag and bold');
  });

  it('drops javascript: links and opens real links in a new tab', async () => {
    render(<QuestionMarkdown markdown={'[bad](javascript:alert(1)) and [source](https://example.com/two-sum)'} />);

    const source = await screen.findByRole('link', { name: 'source' });
    expect(source).toHaveAttribute('href', 'https://example.com/two-sum');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('bad')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
  });
});
