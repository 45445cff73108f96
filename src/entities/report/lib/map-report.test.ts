import { memberDtoFixture } from '@/entities/member/@x/report';
import { mapNewReportToDto, mapReport } from './map-report';

describe('mapReport', () => {
  it('renames the report and maps its reporter', () => {
    const report = mapReport({
      report_id: '7f0c2a52-2f6b-4f43-9c55-5d2d4b6c3a10',
      type: 'member',
      title: '',
      reason: 'Did not show up',
      status: 'pending',
      created: '2026-03-09T07:00:00.000Z',
      updated: '2026-03-09T08:00:00.000Z',
      reporter: memberDtoFixture({ id: 3, first_name: 'Grace' }),
      assignee: null,
      admin_notes: '',
      associated_id: '42',
      associated_object: null,
    });

    expect(report).toMatchObject({
      reportId: '7f0c2a52-2f6b-4f43-9c55-5d2d4b6c3a10',
      type: 'member',
      title: '',
      reason: 'Did not show up',
      status: 'pending',
      reporter: { id: 3, firstName: 'Grace' },
      assignee: null,
      adminNotes: '',
      associatedId: '42',
      associatedObject: null,
    });
  });
});

describe('mapNewReportToDto', () => {
  it('sends the create payload in snake_case with a trimmed reason', () => {
    expect(mapNewReportToDto({ type: 'member', associatedId: 42, reporterUserId: 1, reason: '  Rude in chat ' })).toEqual({
      associated_id: 42,
      reporter_user_id: 1,
      type: 'member',
      reason: 'Rude in chat',
    });
  });
});
