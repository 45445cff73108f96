import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from '.';

function MenuButton() {
  const hydrated = useHydrated();
  return <button aria-disabled={hydrated ? undefined : true}>Open menu</button>;
}

it('marks an app-only control unavailable in the prerendered HTML and available once the app has hydrated it', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<MenuButton />);
  document.body.append(container);
  expect(container.querySelector('button')).toHaveAttribute('aria-disabled', 'true');

  const errors = jest.spyOn(console, 'error');
  await act(async () => {
    hydrateRoot(container, <MenuButton />);
  });
  expect(container.querySelector('button')).not.toHaveAttribute('aria-disabled');
  // The first render matched the HTML: no hydration mismatch reported.
  expect(errors).not.toHaveBeenCalled();
});
