import { render, screen } from '@testing-library/react';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to each place the community lives, by name', () => {
    render(<Footer />);
    for (const name of ['Instagram', 'LinkedIn', 'Discord', 'GitHub', 'Email', 'Website']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href');
    }
    expect(screen.getByRole('link', { name: 'Discord' })).toHaveAttribute('href', 'https://discord.gg/mockprep');
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });

  it('shows the copyright line for the current year', () => {
    render(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} MockPrep. All rights reserved.`)).toBeInTheDocument();
  });
});
