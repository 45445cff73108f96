import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mapMember, memberDtoFixture } from '@/entities/member';
import { renderWithProviders, setupApiServer } from '@/shared/lib/testing';
import { UploadPictureButton } from './upload-picture-button';

const MB = 1024 * 1024;
// The multipart body itself is not checked here: jsdom's FormData is not one Node's fetch can encode (the
// browser suite covers the real upload).
let uploads = 0;
const server = setupApiServer(
  http.post('http://localhost/members/profile/picture/upload/', () => {
    uploads += 1;
    return HttpResponse.json({ url: '/uploads/avatars/1-abc.png' });
  }),
);

/** Opens the dialog; the file input filters nothing, as a member can pick "All files" in the browser's chooser. */
async function openDialog() {
  const { user } = renderWithProviders(<UploadPictureButton member={mapMember(memberDtoFixture())} />, { userOptions: { applyAccept: false } });
  await user.click(screen.getByRole('button', { name: 'Change Picture' }));
  return { user, fileInput: screen.getByLabelText('Picture file') };
}

const picture = (name: string, type: string, bytes = 1000) => new File([new Uint8Array(bytes)], name, { type });

beforeAll(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => {
  uploads = 0;
});

describe('UploadPictureButton', () => {
  it('refuses a file that is not a JPEG, PNG or GIF', async () => {
    const { user, fileInput } = await openDialog();

    await user.upload(fileInput, picture('notes.pdf', 'application/pdf'));

    expect(screen.getByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select a JPEG, PNG, or GIF image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('refuses a picture over 5 MB', async () => {
    const { user, fileInput } = await openDialog();

    await user.upload(fileInput, picture('huge.png', 'image/png', 5 * MB + 1));

    expect(screen.getByText('File too large')).toBeInTheDocument();
    expect(screen.getByText('Please select an image under 5MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('previews the picture, uploads it and confirms', async () => {
    const { user, fileInput } = await openDialog();

    await user.upload(fileInput, picture('me.png', 'image/png'));
    expect(screen.getByRole('img', { name: 'Preview of your new picture' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Profile picture updated')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(uploads).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview');
  });

  it('tells the member why the server refused the upload', async () => {
    server.use(
      http.post('http://localhost/members/profile/picture/upload/', () =>
        HttpResponse.json(
          { detail: 'Invalid file type: please select a JPEG, PNG, or GIF image.', error: 'Invalid file type: please select a JPEG, PNG, or GIF image.' },
          { status: 415 },
        ),
      ),
    );
    const { user, fileInput } = await openDialog();

    await user.upload(fileInput, picture('renamed.gif', 'image/gif'));
    await user.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid file type: please select a JPEG, PNG, or GIF image.')).toBeInTheDocument();
  });
});
