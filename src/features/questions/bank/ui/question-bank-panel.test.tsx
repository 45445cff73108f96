import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { QuestionBankPanel } from './question-bank-panel';

const bank = { format: 'mockprep-question-bank', version: 1, technical: [], behavioral: [] };
const summary = (dryRun: boolean) => ({
  dry_run: dryRun,
  technical: { added: 2, skipped: 1, queued: 2 },
  behavioral: { added: 1, skipped: 0, queued: 1 },
  topics_created: ['Graphs'],
});
let calls: string[] = [];
const server = setupApiServer(
  http.post('http://localhost/questions/import/', async ({ request }) => {
    const dryRun = new URL(request.url).searchParams.get('dry_run') === 'true';
    calls.push(`${dryRun ? 'preview' : 'import'} ${request.headers.get('X-CSRFToken')} ${JSON.stringify(await request.json())}`);
    return HttpResponse.json(summary(dryRun));
  }),
);
beforeEach(() => {
  calls = [];
});

async function openDialogAndChoose(content: string, name = 'bank.json') {
  const { user } = renderWithProviders(<QuestionBankPanel />);
  await user.click(screen.getByRole('button', { name: 'Import questions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import questions' });
  await user.upload(within(dialog).getByLabelText('Question bank file'), new File([content], name, { type: 'application/json' }));
  return { user, dialog };
}

describe('Import questions', () => {
  it('previews what the file adds, then imports it on request', async () => {
    const { user, dialog } = await openDialogAndChoose(JSON.stringify(bank));

    const preview = await within(dialog).findByRole('region', { name: 'Import preview' });
    expect(preview).toHaveTextContent('Technical questions: 2 new, 1 already there');
    expect(preview).toHaveTextContent('Behavioral questions: 1 new, 0 already there');
    expect(preview).toHaveTextContent('New topics: Graphs');
    expect(calls).toEqual([`preview token ${JSON.stringify(bank)}`]);

    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 2 technical and 1 behavioral question (1 already there).')).toBeInTheDocument();
    expect(calls).toEqual([`preview token ${JSON.stringify(bank)}`, `import token ${JSON.stringify(bank)}`]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the problems the server names by entry, and imports nothing', async () => {
    const problems = ['technical[3] (Two Sum): Case 2: nums must be int[].', 'behavioral[0]: prompt: This field is required.'];
    server.use(http.post('http://localhost/questions/import/', () => HttpResponse.json({ detail: problems[0], errors: { bank: problems } }, { status: 400 })));
    const { dialog } = await openDialogAndChoose(JSON.stringify(bank));

    const list = await within(dialog).findByRole('list', { name: 'Problems in the file' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(problems);
    expect(within(dialog).getByText(/2 problems: nothing can be imported/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('says when the file is not JSON, without asking the server', async () => {
    const { dialog } = await openDialogAndChoose('{"format": ', 'broken.json');

    expect(await within(dialog).findByText(/^broken\.json is not JSON: /)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(calls).toEqual([]);
  });
});
