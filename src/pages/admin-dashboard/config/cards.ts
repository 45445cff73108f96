/** SPEC section 2, "Admin screens": the dashboard's cards, each leading to its screens. */
export interface DashboardCard {
  title: string;
  description: string;
  links: Array<{ label: string; to: string }>;
}

export const DASHBOARD_CARDS: DashboardCard[] = [
  {
    title: 'Technical Questions',
    description: 'Write and edit technical questions and topics, and order the queue pairing hands them out from.',
    links: [
      { label: 'Manage questions', to: '/questions/technical/' },
      { label: 'Technical queue', to: '/questions/queue/technical' },
    ],
  },
  {
    title: 'Behavioral Questions',
    description: 'Add and edit behavioral questions, and order their queue.',
    links: [
      { label: 'Manage questions', to: '/questions/behavioral/' },
      { label: 'Behavioral queue', to: '/questions/queue/behavioral' },
    ],
  },
  { title: 'Pairing', description: 'Pool status, cutoffs and pairing the week.', links: [{ label: 'Open pairing', to: '/pairing' }] },
  { title: 'Reports', description: 'Reports from members: assign and resolve them.', links: [{ label: 'Open reports', to: '/reports' }] },
  {
    title: 'Utils',
    description: 'The signups heatmap and a raw API client.',
    links: [
      { label: 'Signups heatmap', to: '/signups/' },
      { label: 'API client', to: '/admin/api-client' },
    ],
  },
  { title: 'Admin Console', description: 'Run the allow-listed admin commands.', links: [{ label: 'Open console', to: '/admin/console' }] },
];
