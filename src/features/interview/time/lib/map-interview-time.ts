import type { InterviewTimeDto } from '@contracts/interview-time';
import type { InterviewTime } from '../model/types';

export function mapInterviewTime(dto: InterviewTimeDto): InterviewTime {
  return {
    proposedTime: dto.proposed_time,
    confirmedBy: dto.confirmed_by,
    agreed: dto.agreed,
    proposal: dto.proposal && { time: dto.proposal.time, proposedBy: dto.proposal.proposed_by, proposedAt: dto.proposal.proposed_at },
    windows: dto.windows,
    latest: dto.latest,
    changeable: dto.changeable,
  };
}
