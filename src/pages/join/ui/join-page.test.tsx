import { render, screen } from '@testing-library/react';
import { JoinPage } from './join-page';

describe('JoinPage', () => {
  it('invites to the chat server and notes the community guidelines', () => {
    render(<JoinPage />);
    expect(screen.getByRole('link', { name: 'Join the Discord server' })).toHaveAttribute('href', 'https://discord.gg/mockprep');
    expect(screen.getByText('By joining, you agree to follow the community guidelines.')).toBeInTheDocument();
  });
});
