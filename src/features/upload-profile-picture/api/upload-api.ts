import { baseApi } from '@/shared/api';
import { PICTURE_FIELD } from '../config/picture-rules';

export const uploadPictureApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart upload; returns the new picture's URL. */
    uploadProfilePicture: build.mutation<string, File>({
      query: (file) => {
        const form = new FormData();
        form.append(PICTURE_FIELD, file);
        // No Content-Type: the browser sets multipart/form-data with its boundary.
        return { url: '/members/profile/picture/upload/', method: 'POST', body: form };
      },
      transformResponse: (response: { url: string }) => response.url,
      // The top bar's avatar (session), the profile and the directory cards show the picture.
      invalidatesTags: (_result, error) => (error ? [] : ['Session', 'Member', 'Directory']),
    }),
  }),
});

export const { useUploadProfilePictureMutation } = uploadPictureApi;
