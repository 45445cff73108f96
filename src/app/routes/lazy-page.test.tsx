import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

function renderInSuspense(Page: ReturnType<typeof lazyPage<{ name: string }>>) {
  return render(
    <Suspense fallback={<p>Loading</p>}>
      <Page name="Ada" />
    </Suspense>,
  );
}

describe('lazyPage', () => {
  it('shows the fallback until the chunk has loaded, then the page', async () => {
    renderInSuspense(lazyPage(async () => Greeting));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, Ada')).toBeInTheDocument();
  });

  it('renders a preloaded page in its first render, without suspending', async () => {
    const page = lazyPage(async () => Greeting);
    await page.preload();
    renderInSuspense(page);
    expect(screen.getByText('Hello, Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });
});
