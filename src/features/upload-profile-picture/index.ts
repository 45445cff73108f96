export { UploadPictureButton } from './ui/upload-picture-button';
export { UploadPictureDialog } from './ui/upload-picture-dialog';
