import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { RoomNotesPad } from './room-notes-pad';

const INTERVIEW_ID = '3d6f0a52-8c1e-4b7a-9f2d-5e4c3b2a1f00';
const NOTES_URL = `http://localhost/interview/${INTERVIEW_ID}/room/notes/`;

let stored = { text: 'Asked about duplicates', shared: false };
let puts: Array<{ text: string; shared: boolean }> = [];
const answer = () => ({ interview_id: INTERVIEW_ID, ...stored, entries: [], star: [], updated: '2026-03-09T18:05:00.000Z' });
const server = setupApiServer(
  http.get(NOTES_URL, () => HttpResponse.json(answer())),
  http.put(NOTES_URL, async ({ request }) => {
    const body = (await request.json()) as { text: string; shared: boolean };
    puts.push(body);
    stored = body;
    return HttpResponse.json(answer());
  }),
);

beforeEach(() => {
  stored = { text: 'Asked about duplicates', shared: false };
  puts = [];
});

const notes = () => screen.getByRole('textbox', { name: 'Notes' });

describe('RoomNotesPad', () => {
  it('starts from the saved notes and saves once the typing pauses', async () => {
    renderWithProviders(<RoomNotesPad interviewId={INTERVIEW_ID} partnerName="Grace" />);
    expect(await screen.findByDisplayValue('Asked about duplicates')).toBeInTheDocument();
    fireEvent.change(notes(), { target: { value: 'Asked about duplicates\nUsed a hash map' } });
    fireEvent.change(notes(), { target: { value: 'Asked about duplicates\nUsed a hash map early' } });
    expect(screen.getByRole('status')).toHaveTextContent('Saving when you pause…');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved.'), { timeout: 3000 });
    expect(puts).toEqual([{ text: 'Asked about duplicates\nUsed a hash map early', shared: false }]);
  });

  it('shares them with the partner at once, and says they are private until then', async () => {
    renderWithProviders(<RoomNotesPad interviewId={INTERVIEW_ID} partnerName="Grace" />);
    expect(screen.getByText(/Private: Grace sees them only if you share them/)).toBeInTheDocument();
    await screen.findByDisplayValue('Asked about duplicates');
    fireEvent.click(screen.getByRole('switch', { name: 'Share them with Grace in the replay' }));
    await waitFor(() => expect(puts).toEqual([{ text: 'Asked about duplicates', shared: true }]));
  });

  it('saves what was typed when it loses focus, and offers to try again when the save fails', async () => {
    server.use(http.put(NOTES_URL, () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 }), { once: true }));
    renderWithProviders(<RoomNotesPad interviewId={INTERVIEW_ID} partnerName="Grace" />);
    await screen.findByDisplayValue('Asked about duplicates');
    fireEvent.change(notes(), { target: { value: 'Second thoughts' } });
    fireEvent.blur(notes());
    expect(await screen.findByText('Your notes could not be saved.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('All changes saved.'));
    expect(puts).toEqual([{ text: 'Second thoughts', shared: false }]);
  });

  it('does not send notes over the limit', async () => {
    renderWithProviders(<RoomNotesPad interviewId={INTERVIEW_ID} partnerName="Grace" />);
    await screen.findByDisplayValue('Asked about duplicates');
    fireEvent.change(notes(), { target: { value: 'x'.repeat(20_001) } });
    fireEvent.blur(notes());
    expect(screen.getByRole('status')).toHaveTextContent('Too long to save: shorten your notes.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(puts).toEqual([]);
  });
});
