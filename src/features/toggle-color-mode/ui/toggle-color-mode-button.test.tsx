import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { stubMatchMedia } from '@/shared/lib/testing';
import { ToggleColorModeButton } from './toggle-color-mode-button';

const theme = createTheme({ colorSchemes: { light: true, dark: true } });

/** The prefers-color-scheme query answered like the given system would. */
function systemPrefers(scheme: 'light' | 'dark') {
  stubMatchMedia((query) => query === '(prefers-color-scheme: dark)' && scheme === 'dark');
}

function renderButton() {
  return render(
    <ThemeProvider theme={theme}>
      <ToggleColorModeButton />
    </ThemeProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('ToggleColorModeButton', () => {
  it('starts from the system preference', () => {
    systemPrefers('dark');
    renderButton();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
  });

  it('switches mode and remembers the choice across reloads', async () => {
    systemPrefers('light');
    const first = renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark mode' }));
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    first.unmount();

    renderButton();
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light mode' }));
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toBeInTheDocument();
  });

  it('hydrates the prerendered button without a mismatch for a dark system, then offers light', async () => {
    systemPrefers('dark');
    // As the app mounts it: the scheme is read on the first render (`noSsr`), so hydration re-renders nothing else.
    const button = (
      <ThemeProvider theme={theme} noSsr>
        <ToggleColorModeButton />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(button);
    document.body.append(container);
    expect(screen.getByRole('button', { name: 'Switch to dark mode' })).toHaveAttribute('aria-disabled', 'true');

    const errors = jest.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, button);
    });
    expect(screen.getByRole('button', { name: 'Switch to light mode' })).not.toHaveAttribute('aria-disabled');
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
