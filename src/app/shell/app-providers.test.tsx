import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSnackbar } from 'notistack';
import { createAppStore } from '../model';
import { AppProviders } from './app-providers';

function FailingTwice() {
  const { enqueueSnackbar } = useSnackbar();
  // One admin action whose failure is reported from two places (a mutation's result and a refetch's error).
  const fail = () => {
    enqueueSnackbar('Failed to fetch reports', { variant: 'error' });
    enqueueSnackbar('Failed to fetch reports', { variant: 'error' });
  };
  return <button onClick={fail}>Act</button>;
}

describe('AppProviders', () => {
  it('shows a toast once when the same message is raised again while it is on screen', async () => {
    render(
      <AppProviders store={createAppStore()}>
        <FailingTwice />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Act' }));
    expect(await screen.findAllByText('Failed to fetch reports')).toHaveLength(1);
  });
});
