import { MemoryRouter } from 'react-router-dom';
import { render, screen } from '@testing-library/react';
import { mapMember, memberDtoFixture } from '@/entities/member';
import { MemberCard } from './member-card';

function renderCard(overrides: Parameters<typeof memberDtoFixture>[0]) {
  render(
    <MemoryRouter>
      <MemberCard member={mapMember(memberDtoFixture(overrides))} />
    </MemoryRouter>,
  );
}

describe('MemberCard', () => {
  it('shows who the member is and links to their full profile', () => {
    renderCard({
      id: 42,
      preview: 'Building compilers, one bug at a time',
      role: 'SWE intern',
      groups: [{ name: 'is_verified' }, { name: 'is_admin' }],
      github: { username: 'ada-l', isPrivate: false },
    });

    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('@ada')).toBeInTheDocument();
    expect(screen.getByText('Building compilers, one bug at a time')).toHaveStyle({ WebkitLineClamp: '2' });
    expect(screen.getByText('Computer Science')).toBeInTheDocument();
    expect(screen.getByText('London')).toBeInTheDocument();
    expect(screen.getByText('SWE intern')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Full Profile/ })).toHaveAttribute('href', '/directory/42');
  });

  it('links only the external profiles that are set', () => {
    renderCard({ github: { username: 'ada-l', isPrivate: false }, linkedin: null, leetcode: { username: 'ada_l', isPrivate: false } });

    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/ada-l');
    expect(screen.getByRole('link', { name: 'LeetCode' })).toHaveAttribute('href', 'https://leetcode.com/u/ada_l');
    expect(screen.queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });
});
