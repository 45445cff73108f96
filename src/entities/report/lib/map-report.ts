import { mapMember } from '@/entities/member/@x/report';
import type { NewReport, NewReportDto, Report, ReportDto } from '../model/report';

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
