import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture, type MemberDto } from '@/entities/member';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { PendingVerifications } from './pending-verifications';

let waiting: MemberDto[] = [];
let verifyCalls: string[] = [];
const server = setupApiServer(
  http.get('http://localhost/members/unverified/', () => HttpResponse.json(waiting)),
  http.post('http://localhost/members/:id/verify/', ({ params, request }) => {
    verifyCalls.push(`${String(params.id)} ${request.headers.get('X-CSRFToken')}`);
    const member = waiting.find((candidate) => String(candidate.id) === params.id);
    if (!member) return HttpResponse.json({ detail: 'No member has that id.' }, { status: 404 });
    waiting = waiting.filter((candidate) => candidate !== member);
    return HttpResponse.json({ ...member, groups: [{ name: 'is_verified' }] });
  }),
);
beforeEach(() => {
  verifyCalls = [];
});

function renderWidget() {
  renderWithProviders(<PendingVerifications />);
  return userEvent.setup();
}

describe('PendingVerifications', () => {
  it('lists the members waiting and verifies one in a click, which takes them off the list', async () => {
    waiting = [
      memberDtoFixture({ id: 7, username: 'newstudent', first_name: 'New', last_name: 'Student', groups: [] }),
      memberDtoFixture({ id: 8, username: 'otherstudent', first_name: 'Other', last_name: 'Student', groups: [] }),
    ];
    const user = renderWidget();

    const list = await screen.findByRole('list', { name: 'Waiting for verification' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Verify newstudent' }));

    expect(await screen.findByText('New Student (@newstudent) is verified.')).toBeInTheDocument();
    expect(verifyCalls).toEqual(['7 token']);
    await screen.findByRole('button', { name: 'Verify otherstudent' });
    expect(screen.queryByRole('button', { name: 'Verify newstudent' })).not.toBeInTheDocument();
  });

  it('says so when nobody is waiting', async () => {
    waiting = [];
    renderWidget();

    expect(await screen.findByText('No members are waiting for verification.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    server.use(http.get('http://localhost/members/unverified/', () => HttpResponse.json({ detail: 'Boom.' }, { status: 500 })));
    renderWidget();

    expect(await screen.findByText('Could not load the members waiting for verification.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
