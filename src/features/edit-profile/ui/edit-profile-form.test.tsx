import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Settings } from 'luxon';
import { http, HttpResponse } from 'msw';
import { mapOwnProfile, ownProfileDtoFixture } from '@/entities/member';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { EditProfileForm } from './edit-profile-form';

const ada = ownProfileDtoFixture({ github: { username: 'ada-l', isPrivate: false } });
let savedBodies: Array<Record<string, unknown>> = [];
const server = setupApiServer(
  http.put('http://localhost/members/profile/', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    savedBodies.push(body);
    return HttpResponse.json({ ...ada, ...body });
  }),
);

function renderForm(member = ada) {
  const onSaved = jest.fn();
  renderWithProviders(<EditProfileForm member={mapOwnProfile(member)} onSaved={onSaved} onCancel={jest.fn()} />);
  return { onSaved, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

beforeEach(() => {
  savedBodies = [];
});

describe('EditProfileForm', () => {
  it('shows each link after its fixed prefix and keeps only the username', () => {
    renderForm();

    expect(screen.getByRole('textbox', { name: 'GitHub' })).toHaveValue('ada-l');
    expect(screen.getByText('https://github.com/')).toBeInTheDocument();
    expect(screen.getByText('https://www.linkedin.com/in/')).toBeInTheDocument();
    expect(screen.getByText('https://leetcode.com/u/')).toBeInTheDocument();
  });

  it('reduces a pasted profile address to its username', async () => {
    const { user } = renderForm();
    const linkedin = screen.getByRole('textbox', { name: 'LinkedIn' });

    await user.click(linkedin);
    await user.paste('https://www.linkedin.com/in/ada-lovelace/');

    expect(linkedin).toHaveValue('ada-lovelace');
  });

  it('explains an invalid username and disables Save until it is fixed', async () => {
    const { user } = renderForm();
    const leetcode = screen.getByRole('textbox', { name: 'LeetCode' });

    await user.click(leetcode);
    await user.paste('ada l');
    expect(screen.getByText('Please enter a valid LeetCode username')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await user.clear(leetcode);
    await user.paste('ada_l');
    expect(screen.queryByText('Please enter a valid LeetCode username')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows a preview over 160 characters as too long while it is typed, with a counter, and disables Save', async () => {
    const { user } = renderForm();
    const preview = screen.getByRole('textbox', { name: 'Preview' });
    await user.clear(preview);
    await user.click(preview);
    await user.paste('p'.repeat(161));

    expect(screen.getByText('Ensure this field has no more than 160 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('161 of 160 characters')).toHaveTextContent('161/160');
    expect(preview).toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeDisabled();

    await user.type(preview, '{Backspace}');
    expect(screen.queryByText('Ensure this field has no more than 160 characters.')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('lets a link be made private only once it has a username', async () => {
    const { user } = renderForm();
    const hideLinkedin = screen.getByRole('switch', { name: 'Hide LinkedIn from other members' });
    expect(hideLinkedin).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Hide GitHub from other members' })).toBeEnabled();

    await user.click(screen.getByRole('textbox', { name: 'LinkedIn' }));
    await user.paste('ada-lovelace');
    expect(hideLinkedin).toBeEnabled();
  });

  it('saves the profile in snake_case and confirms', async () => {
    const { user, onSaved } = renderForm();

    const major = screen.getByRole('textbox', { name: 'Major' });
    await user.clear(major);
    await user.paste('Mathematics');
    await user.click(screen.getByRole('switch', { name: 'Hide GitHub from other members' }));
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(savedBodies).toEqual([
      {
        first_name: 'Ada',
        last_name: 'Lovelace',
        bio: '',
        major: 'Mathematics',
        grad_date: '2027-06-15',
        local: 'London',
        preview: '',
        role: 'Student',
        resume_url: '',
        linkedin: null,
        github: { username: 'ada-l', isPrivate: true },
        leetcode: null,
        reminders_enabled: true,
        interview_focus: 'mixed',
        interview_difficulty: 'medium',
        preferred_language: '',
        // Ada's zone was unknown: the form offered the browser's, and saving stores it.
        time_zone: Settings.defaultZone.name,
      },
    ]);
  });

  it('turns interview reminders off, and shows them off for a member who turned them off', async () => {
    const { user } = renderForm();
    const reminders = screen.getByRole('switch', { name: 'Interview reminders' });
    expect(reminders).toBeChecked();
    expect(reminders).toHaveAccessibleDescription(/the day before your interview/);

    await user.click(reminders);
    expect(reminders).not.toBeChecked();
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(savedBodies).toEqual([expect.objectContaining({ reminders_enabled: false })]);

    cleanup();
    renderForm(ownProfileDtoFixture({ reminders_enabled: false }));
    expect(screen.getByRole('switch', { name: 'Interview reminders' })).not.toBeChecked();
  });

  it('saves the interview focus, difficulty and language chosen, and shows the saved choices', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('combobox', { name: 'Interview focus' })).toHaveTextContent('Mixed');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent('No preference');

    await user.click(screen.getByRole('combobox', { name: 'Interview focus' }));
    await user.click(screen.getByRole('option', { name: 'System design' }));
    await user.click(screen.getByRole('combobox', { name: 'Difficulty' }));
    await user.click(screen.getByRole('option', { name: 'Hard' }));
    // Keyboard: open the language list with Enter, move down twice, choose with Enter.
    screen.getByRole('combobox', { name: 'Preferred language' }).focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    await user.click(saveButton());

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(savedBodies).toEqual([
      expect.objectContaining({ interview_focus: 'system_design', interview_difficulty: 'hard', preferred_language: 'typescript' }),
    ]);

    cleanup();
    renderForm(ownProfileDtoFixture({ interview_focus: 'behavioral', interview_difficulty: 'easy', preferred_language: 'cpp' }));
    expect(screen.getByRole('combobox', { name: 'Interview focus' })).toHaveTextContent('Behavioral');
    expect(screen.getByRole('combobox', { name: 'Difficulty' })).toHaveTextContent('Easy');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveTextContent('C++');
  });

  describe('time zone', () => {
    const browserZone = Settings.defaultZone;
    beforeEach(() => {
      Settings.defaultZone = 'Europe/Lisbon';
    });
    afterEach(() => {
      Settings.defaultZone = browserZone;
    });
    const timeZone = () => screen.getByRole('combobox', { name: 'Time zone' });

    it('shows the stored zone, with what it is for', () => {
      renderForm(ownProfileDtoFixture({ time_zone: 'Asia/Tokyo' }));

      expect(timeZone()).toHaveValue('Asia/Tokyo');
      expect(timeZone()).toHaveAccessibleDescription('Interview times are also shown to your partner in this zone.');
    });

    it("offers the browser's zone while none is stored, and saves it", async () => {
      const { user } = renderForm(ownProfileDtoFixture({ time_zone: '' }));
      expect(timeZone()).toHaveValue('Europe/Lisbon');

      await user.click(saveButton());

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(savedBodies).toEqual([expect.objectContaining({ time_zone: 'Europe/Lisbon' })]);
    });

    it('finds a zone by keyboard from its city typed with a space, and saves it', async () => {
      const { user } = renderForm(ownProfileDtoFixture({ time_zone: 'Asia/Tokyo' }));

      act(() => timeZone().focus());
      await user.keyboard('{Control>}a{/Control}new york');
      expect(await screen.findByRole('option', { name: 'America/New_York' })).toBeInTheDocument();
      await user.keyboard('{Enter}');
      expect(timeZone()).toHaveValue('America/New_York');
      await user.click(saveButton());

      expect(await screen.findByText('Profile updated')).toBeInTheDocument();
      expect(savedBodies).toEqual([expect.objectContaining({ time_zone: 'America/New_York' })]);
    });

    it('keeps showing a stored zone the browser does not list', () => {
      renderForm(ownProfileDtoFixture({ time_zone: 'US/Pacific' }));

      expect(timeZone()).toHaveValue('US/Pacific');
    });

    it("shows the server's refusal under the field", async () => {
      server.use(
        http.put('http://localhost/members/profile/', () =>
          HttpResponse.json(
            { detail: 'Time zone: Not a known time zone.', errors: { time_zone: ['Not a known time zone: use an IANA name such as Europe/London or America/New_York.'] } },
            { status: 400 },
          ),
        ),
      );
      const { user } = renderForm();

      await user.click(saveButton());

      expect(await screen.findByText('Failed to update member profile')).toBeInTheDocument();
      expect(timeZone()).toHaveAccessibleDescription('Not a known time zone: use an IANA name such as Europe/London or America/New_York.');
    });
  });

  it('turns the reminders switch with the keyboard', async () => {
    const { user } = renderForm();
    const reminders = screen.getByRole('switch', { name: 'Interview reminders' });
    reminders.focus();
    await user.keyboard(' ');
    expect(reminders).not.toBeChecked();
  });

  it("shows the server's field errors next to their fields", async () => {
    server.use(
      http.put('http://localhost/members/profile/', () =>
        HttpResponse.json(
          { detail: 'Invalid input.', errors: { resume_url: ['Enter a URL starting with http:// or https://.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user, onSaved } = renderForm();
    expect(screen.getByText('Should begin with http:// or https://')).toBeInTheDocument();

    await user.click(screen.getByRole('textbox', { name: 'Resume URL' }));
    await user.paste('ftp://files.example.edu/cv.pdf');
    await user.click(saveButton());

    expect(await screen.findByText('Failed to update member profile')).toBeInTheDocument();
    expect(screen.getByText('Enter a URL starting with http:// or https://.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
