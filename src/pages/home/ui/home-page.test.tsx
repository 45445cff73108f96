import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('pitches the product and leads to the interview signup', () => {
    render(
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Never fail another interview' })).toBeInTheDocument();
    for (const benefit of ['Practice in a real interview scenario', 'Get feedback from your peers', 'Master the technical interview']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Start Practicing Now' })).toHaveAttribute('href', '/interview-signup');
    expect(screen.getByText('Brought to you by the community. Always free. Crowd sourced.')).toBeInTheDocument();
  });
});
