import { pictureProblem } from './picture-problem';

const MB = 1024 * 1024;

describe('pictureProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/gif'])('accepts a %s up to 5 MB', (type) => {
    expect(pictureProblem({ type, size: 5 * MB })).toBeNull();
  });

  it('refuses a picture over 5 MB', () => {
    expect(pictureProblem({ type: 'image/png', size: 5 * MB + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image under 5MB',
    });
  });

  it.each(['image/webp', 'application/pdf', ''])('refuses a file of type %p', (type) => {
    expect(pictureProblem({ type, size: 1000 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select a JPEG, PNG, or GIF image',
    });
  });
});
