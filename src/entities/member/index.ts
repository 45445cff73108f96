export type { Member, MemberDto, MemberGroupName, OwnProfile, OwnProfileDto, SocialLink, SocialLinkDto } from './model/types';
export type { EditableProfile, ProfileField, ProfileFieldErrors, ProfileUpdateDto } from './model/profile';
export type { DirectoryPage, DirectorySearchArgs } from './model/directory';
export { mapMember, mapOwnProfile } from './lib/map-member';
export { editableProfileOf, mapProfileToDto, mapProfileFieldErrors } from './lib/map-profile';
export { socialLinkUrl, usernameFromLinkInput, socialLinkError } from './lib/social-links';
export { memberDisplayName, groupLabel, memberNumber, memberPictureSrc } from './lib/member-labels';
export { SOCIAL_SERVICES, SOCIAL_LINK_PREFIXES, SOCIAL_SERVICE_NAMES, type SocialService } from './config/social-links';
export { DIRECTORY_PAGE_SIZE } from './config/directory';
export {
  INTERVIEW_FOCUS_OPTIONS, INTERVIEW_DIFFICULTY_OPTIONS, PREFERRED_LANGUAGE_OPTIONS, DEFAULT_INTERVIEW_PREFERENCES,
  type InterviewFocus, type InterviewDifficulty, type PreferredLanguage,
} from './config/preferences';
export { memberApi, useGetMemberProfileQuery, useGetMemberQuery, useUpdateProfileMutation } from './api/member-api';
export { unverifiedMembersApi, useGetUnverifiedMembersQuery, UNVERIFIED_MEMBERS_TAG } from './api/unverified-members-api';
export { directoryApi, useSearchMembersQuery, useGetRecommendedMembersQuery } from './api/directory-api';
export { MemberAvatar } from './ui/member-avatar';
export { GroupBadges } from './ui/group-badges';
export { SocialIcon } from './ui/social-icon';
export { SocialIconLinks } from './ui/social-icon-links';
export { InterviewPreferencesFields, type InterviewPreferences } from './ui/interview-preferences-fields';
/** For tests: a complete member as the API sends it. */
export { memberDtoFixture, ownProfileDtoFixture } from './lib/member-dto-fixture';
export { adminListApi, useGetAdminsQuery } from './api/admin-list-api';
