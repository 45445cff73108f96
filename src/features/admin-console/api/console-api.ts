import { baseApi, type CommandListDto, type CommandRequestDto, type CommandResultDto } from '@/shared/api';

/** SPEC section 3 "Available console command". */
export type AvailableCommand = CommandListDto['available_commands'][number];

export const consoleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAvailableCommands: build.query<AvailableCommand[], void>({
      query: () => '/admin/command/',
      transformResponse: (response: CommandListDto) => response.available_commands,
      providesTags: ['Commands'],
    }),
    runCommand: build.mutation<CommandResultDto, CommandRequestDto>({
      query: (body) => ({ url: '/admin/command/', method: 'POST', body }),
      // A command can change anything (members, pool, queues): every admin screen reads afresh.
      invalidatesTags: (_result, error) =>
        error ? [] : ['Member', 'Directory', 'Question', 'Queue', 'Interview', 'PairTime', 'Standby', 'Pool', 'PoolStatus', 'Signups', 'Report', 'Admins', 'Engagement'],
    }),
  }),
});

export const { useGetAvailableCommandsQuery, useRunCommandMutation } = consoleApi;
