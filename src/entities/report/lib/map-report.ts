import { mapMember } from '@/entities/member/@x/report';
import type { NewReport, NewReportDto, NoShowState, NoShowStateDto, Report, ReportDto, Strike, StrikeDto } from '../model/report';

export function mapStrike(dto: StrikeDto): Strike {
  return { strikeId: dto.strike_id, memberId: dto.member_id, occurredAt: dto.occurred_at, created: dto.created, liftedAt: dto.lifted_at ?? null };
}

function mapNoShow(dto: NoShowStateDto): NoShowState {
  return {
    reportedMember: mapMember(dto.reported_member),
    strike: dto.strike ? mapStrike(dto.strike) : null,
    suspension: dto.suspension ? { until: dto.suspension.until, reason: dto.suspension.reason } : null,
  };
}

export function mapReport(dto: ReportDto): Report {
  return {
    reportId: dto.report_id,
    type: dto.type,
    title: dto.title ?? '',
    reason: dto.reason,
    status: dto.status,
    created: dto.created,
    updated: dto.updated,
    reporter: mapMember(dto.reporter),
    assignee: dto.assignee ?? null,
    adminNotes: dto.admin_notes ?? '',
    associatedId: String(dto.associated_id),
    associatedObject: dto.associated_object ?? null,
    noShow: dto.no_show ? mapNoShow(dto.no_show) : null,
  };
}

export function mapNewReportToDto(report: NewReport): NewReportDto {
  return {
    associated_id: report.associatedId,
    reporter_user_id: report.reporterUserId,
    type: report.type,
    reason: report.reason.trim(),
  };
}
