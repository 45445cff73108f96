/** SPEC sections 5 and 9: JPEG, PNG or GIF, at most 5 MB. The server checks the bytes too. */
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
/** The multipart field the server reads. */
export const PICTURE_FIELD = 'profile_picture';

export const TOO_LARGE = { title: 'File too large', description: 'Please select an image under 5MB' } as const;
export const WRONG_TYPE = { title: 'Invalid file type', description: 'Please select a JPEG, PNG, or GIF image' } as const;
export const UPLOAD_SUCCEEDED = { title: 'Success', description: 'Profile picture updated' } as const;
export const UPLOAD_FAILED_TITLE = 'Upload failed';
export const UPLOAD_FAILED_FALLBACK = 'Please try again.';
export const ERROR_TOAST_MS = 5000;
