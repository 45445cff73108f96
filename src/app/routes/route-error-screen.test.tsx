import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { RouteErrorScreen } from './route-error-screen';

function BrokenPage(): never {
  throw new Error('Cannot read properties of undefined');
}

describe('RouteErrorScreen', () => {
  it('replaces a screen that throws with the generic error message', async () => {
    // React and the router report the thrown error on the console; that is expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <BrokenPage />, errorElement: <RouteErrorScreen /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });
});
