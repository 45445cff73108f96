/**
 * The wire types, taken from the TypeBox schemas the server validates requests and serializes responses
 * with (`contracts/`): a field renamed on one side fails the type-check on the other. Types only, so
 * nothing of TypeBox reaches the bundle; the limits the forms show come from `@/shared/config`.
 */
export type { SessionDto, RegisterDto, RegisteredDto } from '@contracts/auth';
export type {
  MemberDto, OwnProfileDto, SocialLinkDto, ProfileUpdateDto, DiscordUsernameUpdatedDto, PictureUploadedDto,
} from '@contracts/members';
export type { DirectorySearchDto } from '@contracts/directory';
export type {
  TopicDto, TechnicalQuestionDto, BehavioralQuestionDto, TechnicalQuestionBodyDto, BehavioralQuestionBodyDto, QuestionQueueDto, QuestionCoverageDto,
} from '@contracts/questions';
export type { QuestionBankDto, QuestionImportSummaryDto } from '@contracts/question-bank';
export type {
  InterviewDto, AvailabilityDto, PoolMembershipDto, LastPairingDto, PoolStatusDto, PairingResultDto, SignupRecordDto, SuspensionDto,
} from '@contracts/interviews';
export type { PairingPreviewDto } from '@contracts/pairing-preview';
export type { WeekOutcomeDto, WeekOutcomesDto } from '@contracts/week-outcomes';
export type {
  ReportDto, NewReportDto, ReportTypeDto, ReportStatusDto, StrikeDto, NoShowStateDto, LiftedStrikeDto, LiftedSuspensionDto,
} from '@contracts/reports';
export type { ActivityStatsDto } from '@contracts/engagement';
export type { CommandListDto, CommandRequestDto, CommandResultDto } from '@contracts/console';
export type { PublicConfigDto } from '@contracts/config';
export type {
  FeedbackBodyDto, FeedbackDto, FeedbackStateDto, PendingFeedbackListDto, ReceivedFeedbackListDto,
} from '@contracts/feedback';
export type { RoomNotesDto, RoomNotesBodyDto, RoomHistoryDto, RoomHistoryNoteDto, StarNotesDto } from '@contracts/room-records';
export type {
  NotificationDto, NotificationListDto, UnreadCountDto, MarkedReadDto, EmailPreferencesDto, EmailPreferenceBodyDto, NotificationServerMessageDto,
} from '@contracts/notifications';
