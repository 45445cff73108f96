export { EditProfileForm } from './ui/edit-profile-form';
