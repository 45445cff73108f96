import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { memberDtoFixture } from '@/entities/member';
import { behavioralQuestionDtoFixture, technicalQuestionDtoFixture } from '@/entities/question';
import { AppProviders } from '../shell/app-providers';
import { createAppStore } from '../model';
import { setupApiServer } from '@/shared/lib/testing';
import { routes } from './route-table';

const admin = memberDtoFixture({ groups: [{ name: 'is_verified' }, { name: 'is_admin' }] });
setupApiServer(
  http.get('http://localhost/auth/session/', () => HttpResponse.json({ isAuthenticated: true, user: admin })),
  http.get('http://localhost/questions/technical/all/', () => HttpResponse.json([technicalQuestionDtoFixture()])),
  http.get('http://localhost/questions/behavioral/all', () => HttpResponse.json([behavioralQuestionDtoFixture()])),
  http.get('http://localhost/questions/:type/queue/', () => HttpResponse.json({ question_queue: [] })),
  http.get('http://localhost/questions/coverage/', () => HttpResponse.json({ week_start: '2026-03-08', exhausted: [] })),
);

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders store={createAppStore()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('admin question routes', () => {
  it('leads from each dashboard card to its screens', async () => {
    visit('/admin');
    const card = (title: string) => screen.getByRole('listitem', { name: title });
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(card('Technical Questions')).getByRole('link', { name: 'Manage questions' })).toHaveAttribute('href', '/questions/technical/');
    expect(within(card('Behavioral Questions')).getByRole('link', { name: 'Behavioral queue' })).toHaveAttribute('href', '/questions/queue/behavioral');
    expect(within(card('Pairing')).getByRole('link')).toHaveAttribute('href', '/pairing');
    expect(within(card('Reports')).getByRole('link')).toHaveAttribute('href', '/reports');
    expect(within(card('Utils')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/signups/', '/admin/api-client']);
    expect(within(card('Admin Console')).getByRole('link')).toHaveAttribute('href', '/admin/console');
  });

  it('does not carry edit mode over from one queue page to the other', async () => {
    const user = userEvent.setup();
    // Both queues cached first, so the page switches without a loading state in between.
    const router = visit('/questions/queue/behavioral');
    // The first visit loads the lazy page chunk, which can take a while on a loaded machine.
    await screen.findByRole('button', { name: 'Edit queue' }, { timeout: 10_000 });
    await act(() => router.navigate('/questions/queue/technical'));
    await screen.findByRole('heading', { name: 'Technical question queue' });
    await user.click(await screen.findByRole('button', { name: 'Edit queue' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();

    await act(() => router.navigate('/questions/queue/behavioral'));

    expect(await screen.findByRole('heading', { name: 'Behavioral question queue' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit queue' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
