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
});
